-- The catalogue's languages as data (issue 37): the site adds Chinese (Simplified) and Vietnamese pages,
-- and a company or partner service may speak or be described in any language, whether the site has
-- pages in it or not. Languages are ISO 639-1 codes (two lower-case letters). Japanese stays in every
-- company's languages and in each partner service's own title and content: companies and partners
-- receive their leads in Japanese.

-- A company's languages: any codes, Japanese among them. The array's text form quotes every element
-- that is not plain letters (and writes NULL for a null one), so the pattern admits only two-letter codes.
ALTER TABLE companies DROP CONSTRAINT companies_languages_check;
ALTER TABLE companies ADD CONSTRAINT companies_languages_check
  CHECK (languages::text ~ '^\{[a-z]{2}(,[a-z]{2})*\}$' AND 'ja' = ANY (languages));

-- Invented companies that take moves in Chinese or Vietnamese, where those residents mostly live:
-- Chinese in Greater Tokyo, Osaka and Aichi, Vietnamese (many of them trainees in manufacturing) in
-- Aichi, Osaka and Hyogo, Greater Tokyo and Fukuoka. Six speak Chinese: two national chains (K0005,
-- K0006) and the regional firms of Greater Tokyo (K0019, K0020), Aichi (K0026) and Osaka (K0028);
-- five Vietnamese: a national chain (K0004) and the regional firms of Greater Tokyo (K0019), Aichi
-- (K0026), Osaka and Hyogo (K0030) and Fukuoka (K0037). K0005, K0019, K0020, K0028 and K0037 also
-- speak English. A company's languages are kept Japanese first, then in alphabetical order.
UPDATE companies SET languages = ARRAY(
    SELECT code FROM unnest(companies.languages || added.languages) AS code GROUP BY code ORDER BY code <> 'ja', code)
  FROM (VALUES
    ('K0004', '{vi}'::text[]),
    ('K0005', '{zh}'),
    ('K0006', '{zh}'),
    ('K0019', '{zh,vi}'),
    ('K0020', '{zh}'),
    ('K0026', '{zh,vi}'),
    ('K0028', '{zh}'),
    ('K0030', '{vi}'),
    ('K0037', '{vi}')
  ) AS added (code, languages)
 WHERE companies.code = added.code;

-- A partner service's title and description in each language but Japanese (its own title and
-- content), for the pages and the visitor's e-mails in that language; a language it has none in
-- reads the Japanese. Title and description come together, so a page never mixes two languages in one entry.
CREATE TABLE alliance_texts (
  alliance_id text NOT NULL REFERENCES alliances (id) ON DELETE CASCADE,
  language    text NOT NULL CHECK (language ~ '^[a-z]{2}$' AND language <> 'ja'),
  title       text NOT NULL,
  content     text NOT NULL,
  PRIMARY KEY (alliance_id, language)
);

-- The English of migration 0018. An entry given only one of the two (possible through SQL alone) takes
-- the Japanese for the other, as the pages showed it.
INSERT INTO alliance_texts (alliance_id, language, title, content)
SELECT id, 'en', coalesce(title_en, title), coalesce(content_en, content)
  FROM alliances WHERE title_en IS NOT NULL OR content_en IS NOT NULL;

ALTER TABLE alliances DROP COLUMN title_en;
ALTER TABLE alliances DROP COLUMN content_en;

-- Chinese (Simplified) and Vietnamese, translated from the English. The partner's own name is a proper
-- noun and stays as it is, after the service: in full-width parentheses in Chinese, as Chinese writes them.
INSERT INTO alliance_texts (alliance_id, language, title, content)
SELECT alliances.id, translated.language,
       translated.service || CASE translated.language WHEN 'zh' THEN '（' || alliances.title || '）' ELSE ' (' || alliances.title || ')' END,
       translated.content
  FROM (VALUES
    ('A001', 'zh', '光纤宽带', '我们为您安排光纤的开通施工，让您从搬家当天起就能在新家上网。目前正值优惠活动期间，施工费实际免费。'),
    ('A001', 'vi', 'Internet cáp quang',
     'Có internet tại nhà mới ngay từ ngày chuyển nhà: chúng tôi sắp xếp việc lắp đặt đường truyền cáp quang cho bạn. Trong chương trình khuyến mãi hiện tại, phí lắp đặt trên thực tế được miễn phí.'),
    ('A002', 'zh', '电力', '只需一次申请，即可办理新家的开始用电和旧居的停止用电。我们的家庭套餐让您每月的电费更实惠。'),
    ('A002', 'vi', 'Điện',
     'Chỉ với một lần đăng ký, bạn có thể bắt đầu dùng điện ở nhà mới và ngừng điện ở nhà cũ. Các gói cước cho hộ gia đình của chúng tôi giúp giảm tiền điện hằng tháng.'),
    ('A003', 'zh', '城市燃气', '我们代您预约新家城市燃气的开通上门服务，届时需要您在场。燃气与电力一起办理可享优惠，欢迎咨询。'),
    ('A003', 'vi', 'Gas đường ống',
     'Chúng tôi đặt lịch để nhân viên đến mở gas đường ống tại nhà mới, khi đó bạn cần có mặt. Hãy hỏi chúng tôi về ưu đãi khi dùng cả gas và điện.'),
    ('A004', 'zh', '液化石油气', '在使用液化石油气的地区，我们为您的新家安排开通燃气和安全检查。我们力求提供当地最低水平的价格。'),
    ('A004', 'vi', 'Gas propan',
     'Với nhà ở khu vực dùng gas propan, chúng tôi sắp xếp việc mở gas và kiểm tra an toàn. Chúng tôi hướng tới mức giá thuộc hàng thấp nhất trong khu vực của bạn.'),
    ('A005', 'zh', '自来水开通', '我们按照您所在市区町村的办理流程，指导您办理新家自来水的开通手续。'),
    ('A005', 'vi', 'Đăng ký nước máy',
     'Chúng tôi hướng dẫn bạn làm thủ tục bắt đầu dùng nước máy ở nhà mới, theo quy trình của chính quyền địa phương nơi bạn sống.'),
    ('A006', 'zh', '地址变更服务', '银行、信用卡、网购网站等的地址变更可一次性办理：地址只需输入一次。'),
    ('A006', 'vi', 'Dịch vụ đổi địa chỉ',
     'Cập nhật địa chỉ với ngân hàng, thẻ tín dụng, trang mua sắm trực tuyến và nhiều nơi khác cùng một lúc: bạn chỉ cần nhập địa chỉ một lần.'),
    ('A007', 'zh', '储物间', '新家放不下的物品，我们为您存放在配有空调的储物间，最短1个月起租。'),
    ('A007', 'vi', 'Kho chứa đồ',
     'Chúng tôi giữ những đồ đạc không vừa nhà mới trong kho chứa đồ có điều hòa nhiệt độ, thời gian thuê từ một tháng.'),
    ('A008', 'zh', '退租清洁', '退租前由专业人员对整套房屋进行全面清洁，帮助您避免在退还押金时产生纠纷。'),
    ('A008', 'vi', 'Dọn dẹp khi trả nhà',
     'Nhân viên chuyên nghiệp dọn dẹp toàn bộ căn nhà trước khi bạn chuyển đi, giúp bạn tránh tranh chấp khi nhận lại tiền đặt cọc.'),
    ('A009', 'zh', '废旧物品回收', '搬家时不再需要的家具和家电，我们报价后最快当天上门回收。'),
    ('A009', 'vi', 'Thu gom đồ không dùng',
     'Chúng tôi báo giá rồi thu gom đồ nội thất và đồ điện gia dụng bạn không còn cần khi chuyển nhà, sớm nhất ngay trong ngày.'),
    ('A010', 'zh', '空调移机', '配合您的搬家日期，我们为您拆卸空调并在新家重新安装。'),
    ('A010', 'vi', 'Di dời máy điều hòa',
     'Chúng tôi tháo máy điều hòa và lắp lại ở nhà mới cho bạn, theo đúng lịch ngày chuyển nhà.'),
    ('A011', 'zh', '火灾保险', '免费为您提供适合新家的火灾保险和家庭财产保险报价。'),
    ('A011', 'vi', 'Bảo hiểm hỏa hoạn',
     'Báo giá miễn phí bảo hiểm hỏa hoạn và bảo hiểm tài sản trong nhà phù hợp với nhà mới của bạn.'),
    ('A012', 'zh', '饮水机', '为新生活送上好水：我们将饮水机送到您的新家，第一桶水可免费试用。'),
    ('A012', 'vi', 'Cây nước nóng lạnh',
     'Nước uống cho cuộc sống mới: chúng tôi giao cây nước nóng lạnh đến nhà mới của bạn, và bạn được dùng thử bình nước đầu tiên miễn phí.'),
    ('A013', 'zh', '入住前清洁', '入住前为您的新家进行清洁和消毒，深受有小孩的家庭欢迎。'),
    ('A013', 'vi', 'Vệ sinh nhà mới',
     'Chúng tôi dọn dẹp và khử khuẩn nhà mới trước khi bạn dọn vào. Được các gia đình có con nhỏ ưa chuộng.')
  ) AS translated (id, language, service, content)
  JOIN alliances ON alliances.id = translated.id;
