-- Every request's move under our own names (issue 36): the stored request kept each flow's wire
-- names (spec §7: fromTodofukenCd on the moving form, fromPrefecture on quick booking, two shapes of
-- belongings, three of the time asked); the `move` column holds one shape for every flow
-- (server/requests/move.ts), which each flow's service makes from its request as it comes in. The
-- personal data stays in its columns (migration 0024); the partners chosen on a form get their own.
-- Every row moves, erased ones included: their move was never personal.

ALTER TABLE requests ADD COLUMN move jsonb;
ALTER TABLE requests ADD COLUMN partner_ids text[] NOT NULL DEFAULT '{}';

-- The moving form (estimate requests and provisional reservations): both ends, the household, the belongings.
UPDATE requests SET
  move = jsonb_build_object(
    'origin', jsonb_build_object(
      'postalCode', coalesce(request ->> 'fromZipCd', ''),
      'prefecture', request ->> 'fromTodofukenCd',
      'city', request ->> 'fromShikuchosonCd',
      'district', coalesce(request ->> 'fromMachiCd', ''),
      'housingType', request ->> 'fromHousingTypeCd',
      'floorPlan', (request ->> 'fromMadoriCd')::int,
      'building', NULL),
    'destination', jsonb_build_object(
      'postalCode', '',
      'prefecture', request ->> 'toTodofukenCd',
      'city', request ->> 'toShikuchosonCd',
      'district', '',
      'housingType', request ->> 'toHousingTypeCd',
      'floorPlan', (request ->> 'toMadoriCd')::int,
      'building', NULL),
    'headCount', (request ->> 'manCount')::int,
    -- { category: { item: '2' } } → { item: 2 }, items counted only.
    'belongings', (
      SELECT coalesce(jsonb_object_agg(code, total), '{}'::jsonb)
        FROM (SELECT item.key AS code, sum((item.value #>> '{}')::int) AS total
                FROM jsonb_each(coalesce(request -> 'nimotsu', '{}'::jsonb)) AS category, jsonb_each(category.value) AS item
               GROUP BY item.key HAVING sum((item.value #>> '{}')::int) > 0) AS counts),
    'schedule', CASE
      WHEN flow = 'reservation' OR request ->> 'isYoteibi' = '1' THEN jsonb_build_object(
        'kind', 'day',
        'date', substr(request ->> 'yoteiDateYearMonth', 1, 4) || '-' || substr(request ->> 'yoteiDateYearMonth', 5, 2) || '-' || (request ->> 'yoteiDateDay'))
      ELSE jsonb_build_object(
        'kind', 'month',
        'month', substr(request ->> 'kohoDateYearMonth', 1, 4) || '-' || substr(request ->> 'kohoDateYearMonth', 5, 2),
        'timing', request ->> 'kohoJikiKbnCd',
        'weekdays', request ->> 'kohoYobiKbnCd')
      END,
    'time', CASE
      -- A reservation's one time frame ('1' morning, '2' afternoon, '0' either).
      WHEN flow = 'reservation' THEN jsonb_build_object('kind', 'timeFrame', 'timeFrame', request ->> 'kibouJikanCd')
      -- An estimate's [0, 0, t1, t2, t3]: 1 where preferred time 1, 2 or 3 was checked.
      ELSE jsonb_build_object('kind', 'preferredTimes', 'times', (
        SELECT coalesce(jsonb_agg('preferredTime' || (times.place - 1) ORDER BY times.place), '[]'::jsonb)
          FROM generate_series(2, 4) AS times (place)
         WHERE (request -> 'kibouJikanCd' ->> times.place) = '1'))
      END),
  partner_ids = ARRAY(SELECT jsonb_array_elements_text(coalesce(request -> 'alliance', '[]'::jsonb)))
WHERE flow IN ('estimate', 'reservation');

-- Quick booking: both ends with their buildings, the day it was booked for and its slot.
UPDATE requests SET
  move = jsonb_build_object(
    'origin', jsonb_build_object(
      'postalCode', coalesce(request ->> 'fromPostalCode', ''),
      'prefecture', request ->> 'fromPrefecture',
      'city', request ->> 'fromCity',
      'district', coalesce(request ->> 'fromDistrict', ''),
      'housingType', NULL,
      'floorPlan', (request ->> 'fromFloorPlan')::int,
      'building', request -> 'fromBuilding'),
    'destination', jsonb_build_object(
      'postalCode', '',
      'prefecture', request ->> 'toPrefecture',
      'city', request ->> 'toCity',
      'district', '',
      'housingType', NULL,
      'floorPlan', (request ->> 'toFloorPlan')::int,
      'building', request -> 'toBuilding'),
    'headCount', (request ->> 'headCount')::int,
    -- [{ id: category, items: [{ id: item, count: 2 }] }] → { item: 2 }, items counted only.
    'belongings', (
      SELECT coalesce(jsonb_object_agg(code, total), '{}'::jsonb)
        FROM (SELECT item ->> 'id' AS code, sum((item ->> 'count')::int) AS total
                FROM jsonb_array_elements(coalesce(request -> 'nimotsu', '[]'::jsonb)) AS category,
                     jsonb_array_elements(category -> 'items') AS item
               GROUP BY item ->> 'id' HAVING sum((item ->> 'count')::int) > 0) AS counts),
    'schedule', jsonb_build_object('kind', 'day', 'date', request ->> 'movingDate'),
    'time', jsonb_build_object('kind', 'slot', 'slot', request ->> 'desiredTime'))
WHERE flow = 'quickBooking';

ALTER TABLE requests ALTER COLUMN move SET NOT NULL;
ALTER TABLE requests DROP COLUMN request;
