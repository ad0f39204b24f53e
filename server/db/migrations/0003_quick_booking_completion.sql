-- A quick booking whose moving day has passed is 'completed': it no longer holds the visitor's
-- e-mail and phone, so the one-active-booking indexes (status = 'active') let them book again.
ALTER TABLE quick_bookings DROP CONSTRAINT quick_bookings_status_check;
ALTER TABLE quick_bookings ADD CONSTRAINT quick_bookings_status_check CHECK (status IN ('active', 'completed', 'cancelled'));
