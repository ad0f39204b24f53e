-- The language each request and booking was made in (issue 28): the English pages send
-- `Accept-Language: en`. The visitor's messages (the confirmation, and later each company's answer
-- or the lead's expiry) are written in it, and each company's lead says that the visitor prefers
-- English. Every request made before this migration was made on the Japanese pages.
ALTER TABLE estimate_requests ADD COLUMN locale text NOT NULL DEFAULT 'ja' CHECK (locale IN ('ja', 'en'));
ALTER TABLE reservation_requests ADD COLUMN locale text NOT NULL DEFAULT 'ja' CHECK (locale IN ('ja', 'en'));
ALTER TABLE quick_bookings ADD COLUMN locale text NOT NULL DEFAULT 'ja' CHECK (locale IN ('ja', 'en'));
