import type { Queryable } from '../../db/database.ts';

/** Booked units per company on each day of a date range, for drawing availability. */
export async function bookedUnitsBetween(
  db: Queryable,
  fromDate: string,
  toDate: string,
): Promise<Map<string, number>> {
  const { rows } = await db.query<{ company_code: string; moving_date: string; booked: number }>(
    `SELECT company_code, moving_date, booked FROM company_day_bookings
      WHERE moving_date BETWEEN $1::date AND $2::date AND booked > 0`,
    [fromDate, toDate],
  );
  return new Map(rows.map((row) => [dayUnitKey(row.company_code, row.moving_date), row.booked]));
}

/** How many units of a company's day are held (quick bookings and open reservation leads). */
export async function heldOn(db: Queryable, companyCode: string, isoDate: string): Promise<number> {
  const { rows } = await db.query<{ booked: number }>('SELECT booked FROM company_day_bookings WHERE company_code = $1 AND moving_date = $2::date', [companyCode, isoDate]);
  return rows[0]?.booked ?? 0;
}

/**
 * The channel told of every change to the booked units, by whichever instance commits it
 * (`NOTIFY` inside the booking transaction is delivered when, and only if, it commits).
 */
export const BOOKED_UNITS_CHANNEL = 'company_day_bookings_changed';

/** The key of `bookedUnitsBetween`'s map. */
export function dayUnitKey(companyCode: string, isoDate: string): string {
  return `${companyCode}|${isoDate}`;
}

/**
 * Takes one unit of a company's capacity for a day, inside the caller's transaction.
 * A single conditional upsert: the row lock it takes serialises racing bookings, and the
 * `booked < capacity` condition makes the last unit go to exactly one of them.
 * Returns false when the day is already full; when it takes the unit, every instance is told on commit.
 */
export async function takeDayUnit(
  tx: Queryable,
  companyCode: string,
  isoDate: string,
  capacity: number,
): Promise<boolean> {
  if (capacity < 1) return false;
  const { rows } = await tx.query<{ booked: number }>(
    `INSERT INTO company_day_bookings (company_code, moving_date, booked)
     VALUES ($1, $2::date, 1)
     ON CONFLICT (company_code, moving_date)
       DO UPDATE SET booked = company_day_bookings.booked + 1
       WHERE company_day_bookings.booked < $3
     RETURNING booked`,
    [companyCode, isoDate, capacity],
  );
  if (rows.length === 0) return false;
  await tx.query('SELECT pg_notify($1, NULL)', [BOOKED_UNITS_CHANNEL]);
  return true;
}

/**
 * Gives back one unit of a company's day, inside the caller's transaction (a hold that ended:
 * cancelled, declined, expired, withdrawn). The caller changes the hold's own row in the same
 * transaction, under a condition on its state, so a unit is given back once however many ask.
 * Never goes below zero; every instance is told on commit.
 */
export async function releaseDayUnit(tx: Queryable, companyCode: string, isoDate: string): Promise<void> {
  await tx.query(
    `UPDATE company_day_bookings SET booked = booked - 1 WHERE company_code = $1 AND moving_date = $2::date AND booked > 0`,
    [companyCode, isoDate],
  );
  await tx.query('SELECT pg_notify($1, NULL)', [BOOKED_UNITS_CHANNEL]);
}
