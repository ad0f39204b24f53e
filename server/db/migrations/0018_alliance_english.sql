-- Partner services in English (issue 28): each keeps an English title and description beside its
-- Japanese ones, which the English pages are answered with (an entry without them is answered in
-- Japanese). Kept with `npm run catalogue -- set A001 --title-en … --content-en …`. The partner's
-- own name is a proper noun and stays as it is, after the service in English. What a partner
-- receives (its lead) stays Japanese.
ALTER TABLE alliances ADD COLUMN title_en text;
ALTER TABLE alliances ADD COLUMN content_en text;

UPDATE alliances SET title_en = english.title, content_en = english.content
  FROM (VALUES
    ('A001', 'Fiber internet (ひかりみち光回線)',
     'Get the internet at your new home from moving day: we arrange the installation of your fiber line. Installation is effectively free during our current campaign.'),
    ('A002', 'Electricity (そよでんき)',
     'Start electricity at your new home and stop it at your old one with a single application. Our home plans lower your monthly electricity bill.'),
    ('A003', 'City gas (ぬくもり都市ガス)',
     'We book the visit to turn on the city gas at your new home, which you need to attend. Ask us about our discount for gas and electricity together.'),
    ('A004', 'Propane gas (やまびこLPガス)',
     'For homes in areas that use propane gas, we arrange turning on the gas and the safety inspection. We aim for some of the lowest rates in your area.'),
    ('A005', 'Water service setup (水道かいせん窓口)',
     'We guide you through starting the water service at your new home, following the procedure of your local municipality.'),
    ('A006', 'Address change service (てつづきナビ住所変更)',
     'Update your address with banks, credit cards, online shops and more in one go: you enter it only once.'),
    ('A007', 'Storage units (しまえるトランクルーム)',
     'We keep the belongings that do not fit in your new home in climate-controlled storage units, from one month.'),
    ('A008', 'Move-out cleaning (ぴかぴか退去クリーニング)',
     'Professionals clean your whole home before you move out, helping you avoid disputes over getting your deposit back.'),
    ('A009', 'Unwanted item removal (かたづけ便不用品回収)',
     'We collect the furniture and appliances you no longer need when you move, as soon as the same day, after giving you a quote.'),
    ('A010', 'Air conditioner relocation (すずかぜエアコン工事)',
     'We remove your air conditioner and install it at your new home, scheduled for your moving day.'),
    ('A011', 'Fire insurance (まもりて火災保険)',
     'Free quotes for fire and contents insurance that suit your new home.'),
    ('A012', 'Water dispenser (うるおいウォーターサーバー)',
     'Water for your new life: we deliver a water dispenser to your new home, and you can try your first bottle for free.'),
    ('A013', 'Move-in house cleaning (ひだまり新居ハウスクリーニング)',
     'We clean and disinfect your new home before you move in. Popular with families with young children.')
  ) AS english (id, title, content)
 WHERE alliances.id = english.id;
