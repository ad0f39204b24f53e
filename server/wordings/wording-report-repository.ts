import type { Queryable } from '../db/database.ts';

/** A reader's report of a translated page's wording, as stored (migration 0028). */
export interface StoredWordingReport {
  id: string;
  language: string;
  page: string;
  wording: string;
  /** '' when the reader suggested nothing. */
  suggestion: string;
  reportedAt: string;
  /** Who dealt with it, when and how; null while it is open. */
  closed: { at: string; by: string; note: string } | null;
}

interface WordingReportRow {
  public_id: string;
  language: string;
  page: string;
  wording: string;
  suggestion: string;
  reported_at: Date | string;
  closed_at: Date | string | null;
  closed_by: string | null;
  close_note: string | null;
}

const SELECT_REPORTS = 'SELECT public_id, language, page, wording, suggestion, reported_at, closed_at, closed_by, close_note FROM wording_reports';

function reportOf(row: WordingReportRow): StoredWordingReport {
  return {
    id: row.public_id,
    language: row.language,
    page: row.page,
    wording: row.wording,
    suggestion: row.suggestion,
    reportedAt: new Date(row.reported_at).toISOString(),
    closed: row.closed_at === null ? null : { at: new Date(row.closed_at).toISOString(), by: row.closed_by ?? '', note: row.close_note ?? '' },
  };
}

export interface NewWordingReport {
  publicId: string;
  language: string;
  page: string;
  wording: string;
  suggestion: string;
  reportedAt: Date;
}

export async function insertWordingReport(db: Queryable, report: NewWordingReport): Promise<void> {
  await db.query(
    'INSERT INTO wording_reports (public_id, language, page, wording, suggestion, reported_at) VALUES ($1, $2, $3, $4, $5, $6)',
    [report.publicId, report.language, report.page, report.wording, report.suggestion, report.reportedAt],
  );
}

/** The newest reports first: the open ones only unless `closedToo`, in one language when given. */
export async function wordingReports(db: Queryable, filter: { language?: string; closedToo: boolean; limit: number }): Promise<StoredWordingReport[]> {
  const { rows } = await db.query<WordingReportRow>(
    `${SELECT_REPORTS} WHERE ($1::text IS NULL OR language = $1) AND ($2 OR closed_at IS NULL) ORDER BY reported_at DESC, id DESC LIMIT $3`,
    [filter.language ?? null, filter.closedToo, filter.limit],
  );
  return rows.map(reportOf);
}

export async function wordingReportById(db: Queryable, publicId: string): Promise<StoredWordingReport | undefined> {
  const { rows } = await db.query<WordingReportRow>(`${SELECT_REPORTS} WHERE public_id = $1`, [publicId]);
  return rows[0] && reportOf(rows[0]);
}

/** Closes an open report; false when it was closed already (the first close stands). */
export async function closeWordingReport(db: Queryable, publicId: string, close: { by: string; note: string; at: Date }): Promise<boolean> {
  const { rowCount } = await db.query(
    'UPDATE wording_reports SET closed_at = $2, closed_by = $3, close_note = $4 WHERE public_id = $1 AND closed_at IS NULL',
    [publicId, close.at, close.by, close.note],
  );
  return rowCount === 1;
}

/**
 * Days a report is kept after it was made, closed or not. It names no visitor, but its words are
 * typed freely and may hold what the form asked not to write: kept no longer than a translation's
 * review needs (README "Languages").
 */
export const WORDING_REPORT_RETENTION_DAYS = 180;

/** Deletes the reports made more than WORDING_REPORT_RETENTION_DAYS before `now` (the retention pass); returns how many. */
export async function deleteExpiredWordingReports(db: Queryable, now: Date): Promise<number> {
  const { rowCount } = await db.query("DELETE FROM wording_reports WHERE reported_at < $1::timestamptz - make_interval(days => $2)", [now.toISOString(), WORDING_REPORT_RETENTION_DAYS]);
  return rowCount;
}
