import { parseArgs } from 'node:util';
import { listLimit, operatorLine } from '../commands/operator-options.ts';
import type { Database } from '../db/database.ts';
import type { RequestMail } from '../delivery/request-mail.ts';
import { allReviews, moderateReview, moderationOf, reportedNoShows, reviewById, reviewerOf, type StoredReview } from './review-repository.ts';

export const REVIEWS_USAGE = `使い方: npm run reviews -- <コマンド>
  list [--limit <件数>]
      最近の口コミ（番号、業者、総合評価、投稿日、回答・報告・非公開の有無）と、業者が来なかったとの報告
  show <口コミ番号>
      1件の口コミのすべての項目と、非公開・再公開の記録
  hide <口コミ番号> --reason <理由>
      口コミを非公開にする（表示されず、評価にも数えない）。投稿したお客様に理由をお知らせします
  unhide <口コミ番号> --reason <理由>
      非公開の口コミを再び公開する`;

/** A command that cannot be run; its message (Japanese) is for the operator. */
export class ReviewCommandError extends Error {}

const fail = (message: string): never => {
  throw new ReviewCommandError(message);
};

function line(review: StoredReview): string {
  const marks = [review.answer && '回答あり', review.report && `報告：${review.report.reason}`, review.hidden && '非公開'].filter(Boolean).join('、');
  return `${review.id}  ${review.companyCode}  ★${review.ratings.overall}  ${review.postedAt}${marks === '' ? '' : `  （${marks}）`}`;
}

async function describe(db: Database, review: StoredReview): Promise<string> {
  const { ratings } = review;
  const moderation = await moderationOf(db, review.rowId);
  return [
    `${review.id}（${review.companyCode}、${review.movedMonth}、${review.route.from}→${review.route.to}、${review.language}）`,
    `総合 ${ratings.overall}  時間 ${ratings.onTime}  荷物 ${ratings.care}  対応 ${ratings.communication}  料金 ${ratings.priceKept ? '見積りどおり' : `見積りと異なる（${ratings.paidAmount}円）`}`,
    `投稿 ${review.postedAt}  編集期限 ${review.editableUntil.toISOString()}`,
    `ご感想: ${ratings.text === '' ? '（なし）' : ratings.text}`,
    `業者の回答: ${review.answer === null ? '（なし）' : `${review.answer.text}（${review.answer.answeredAt}）`}`,
    `業者からの報告: ${review.report === null ? '（なし）' : `${review.report.reason}（${review.report.reportedAt}）`}`,
    `公開: ${review.hidden === null ? '公開中' : `非公開（${review.hidden.reason}）`}`,
    ...moderation.map((entry) => `  ${entry.changedAt}  ${entry.action}  ${entry.operator}  ${entry.reason}`),
  ].join('\n');
}

/**
 * `npm run reviews -- …` (README "Reviews"): the operator reads reviews and hides or shows one again
 * with a reason, logged with who did it (`review_moderation`); nothing else changes a score. A
 * hidden review's visitor is told why, in their language, while their address is kept.
 */
export async function runReviewCommand(db: Database, mail: RequestMail, argv: readonly string[], now: Date, operator: string): Promise<string> {
  const { values, positionals } = parseArgs({ args: [...argv], options: { limit: { type: 'string' }, reason: { type: 'string' } }, allowPositionals: true, strict: true });
  const [command, id] = positionals;
  if (command === 'list') {
    const limit = listLimit(values.limit, fail);
    const reviews = await allReviews(db, limit);
    const noShows = await reportedNoShows(db, limit);
    return [
      reviews.length === 0 ? '口コミはまだありません。' : reviews.map(line).join('\n'),
      ...(noShows.length === 0 ? [] : ['', '業者が来なかったとの報告:', ...noShows.map((report) => `${report.toldAt}  ${report.reference}  ${report.companyCode}  引越し日 ${report.movingDate}`)]),
    ].join('\n');
  }
  if (command !== 'show' && command !== 'hide' && command !== 'unhide') return fail(REVIEWS_USAGE);
  if (id === undefined) return fail(`口コミ番号（RW-…）を指定してください。\n${REVIEWS_USAGE}`);
  const review = (await reviewById(db, id)) ?? fail(`口コミ ${id} はありません。`);
  if (command === 'show') return describe(db, review);

  const reason = operatorLine(values.reason, '--reason に理由を200字以内の1行で指定してください（お客様にお知らせします）。', fail);
  return db.transaction(async (tx) => {
    if (!(await moderateReview(tx, review.rowId, command, reason, operator, now))) {
      return command === 'hide' ? `${id} はすでに非公開です。` : `${id} はすでに公開中です。`;
    }
    if (command === 'unhide') return `${id} を再び公開しました（${operator}、${now.toISOString()}）。`;
    const reviewer = await reviewerOf(tx, review.leadId);
    if (reviewer.email === null) return `${id} を非公開にしました（${operator}、${now.toISOString()}）。お客様の連絡先は削除済みのため、お知らせしていません。`;
    await mail.reviewHidden(tx, { reference: reviewer.reference, locale: reviewer.locale, customerName: reviewer.name ?? '', email: reviewer.email, reason, at: now });
    return `${id} を非公開にしました（${operator}、${now.toISOString()}）。お客様に理由をお知らせします。`;
  });
}
