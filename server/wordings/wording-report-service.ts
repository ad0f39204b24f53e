import type { WordingReportRequest, WordingReportResponse } from '../../domain/api/wordingReports.ts';
import { localeOfPath } from '../../domain/i18n/locale.ts';
import type { Queryable } from '../db/database.ts';
import { newPublicId } from '../marketplace/public-id.ts';
import { insertWordingReport } from './wording-report-repository.ts';

/** Stores a reader's report of a wording; its language is the reported page's (its path's prefix). */
export async function reportWording(db: Queryable, report: WordingReportRequest, now: Date): Promise<WordingReportResponse> {
  const publicId = newPublicId('WR');
  await insertWordingReport(db, { publicId, language: localeOfPath(report.page), page: report.page, wording: report.wording, suggestion: report.suggestion, reportedAt: now });
  return { reportId: publicId };
}
