-- A request is made in the language of the page it came from (issue 37): Chinese and Vietnamese pages
-- join the Japanese and English ones. The language chooses what the visitor is written in (their
-- confirmation, notices and page); what a company receives stays Japanese.
ALTER TABLE requests DROP CONSTRAINT requests_locale_check;
ALTER TABLE requests ADD CONSTRAINT requests_locale_check CHECK (locale IN ('ja', 'en', 'zh', 'vi'));
