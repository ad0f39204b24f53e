-- One name for the moving date (issue 25): the columns that held it as move_date (and a
-- reservation's as preferred_date) are moving_date, as the code calls the concept everywhere.
-- Indexes follow a renamed column by themselves.
ALTER TABLE company_day_bookings RENAME COLUMN move_date TO moving_date;
ALTER TABLE quick_bookings RENAME COLUMN move_date TO moving_date;
ALTER TABLE estimate_requests RENAME COLUMN move_date TO moving_date;
ALTER TABLE reservation_requests RENAME COLUMN preferred_date TO moving_date;
