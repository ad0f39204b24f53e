-- The A/B patterns of the visit that sent an estimate request (spec §4), test id → 'var0' | 'var1',
-- so results can be counted per pattern. '{}' for the embedded form and for requests sent before.
ALTER TABLE estimate_requests ADD COLUMN ab_patterns jsonb NOT NULL DEFAULT '{}'::jsonb;
