-- The languages each company serves its customers in (issue 28): Japanese always (every lead and
-- company page is Japanese), English too for the companies that can take a move in English; the
-- English pages sort or filter the companies by it. Kept with `npm run catalogue -- set K0001
-- --languages ja,en`. Eleven of the 42 invented companies speak English: five national chains and
-- the regional firms of the places most foreign residents live (Tokyo, Kanagawa, Osaka, Kyoto,
-- Fukuoka, Okinawa).
ALTER TABLE companies ADD COLUMN languages text[] NOT NULL DEFAULT '{ja}'
  CHECK (languages <@ '{ja,en}'::text[] AND 'ja' = ANY (languages));
UPDATE companies SET languages = '{ja,en}'
 WHERE code IN ('K0001', 'K0003', 'K0005', 'K0007', 'K0012', 'K0019', 'K0020', 'K0028', 'K0029', 'K0037', 'K0041');
