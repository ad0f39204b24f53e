import { parseArgs } from 'node:util';
import { LOCALES } from '../../domain/i18n/locale.ts';
import { listLimit, operatorLine } from '../commands/operator-options.ts';
import type { Database } from '../db/database.ts';
import { closeWordingReport, wordingReportById, wordingReports, type StoredWordingReport } from './wording-report-repository.ts';

export const WORDINGS_USAGE = `使い方: npm run wordings -- <コマンド>
  list [--language <zh|vi|en>] [--all] [--limit <件数>]
      翻訳の文言についての報告（新しい順）。ふだんは対応していないものだけ、--all で対応済みも
  close <報告番号> --note <対応>
      報告を対応済みにする（カタログを直した、直す必要がない、など）`;

/** A command that cannot be run; its message (Japanese) is for the operator. */
export class WordingCommandError extends Error {}

const fail = (message: string): never => {
  throw new WordingCommandError(message);
};

/** One report in two or three lines: the words as the reader quoted them, on lines of their own. */
function describe(report: StoredWordingReport): string {
  const quoted = (text: string) => text.replace(/\r?\n/g, ' ⏎ ');
  return [
    `${report.id}  ${report.language}  ${report.page}  ${report.reportedAt}${report.closed === null ? '' : `  （対応済み：${report.closed.note}、${report.closed.by}）`}`,
    `  文言: ${quoted(report.wording)}`,
    ...(report.suggestion === '' ? [] : [`  提案: ${quoted(report.suggestion)}`]),
  ].join('\n');
}

/**
 * `npm run wordings -- …` (README "Languages"): the operator reads what readers reported of the
 * translations and closes each report once it is dealt with, logged with who did it and how.
 */
export async function runWordingCommand(db: Database, argv: readonly string[], now: Date, operator: string): Promise<string> {
  const { values, positionals } = parseArgs({
    args: [...argv],
    options: { language: { type: 'string' }, all: { type: 'boolean' }, limit: { type: 'string' }, note: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const [command, id] = positionals;
  if (command === 'list') {
    const limit = listLimit(values.limit, fail);
    const language = values.language;
    if (language !== undefined && !(LOCALES as readonly string[]).includes(language)) fail(`--language は ${LOCALES.join('、')} のどれかで指定してください。`);
    const reports = await wordingReports(db, { language, closedToo: values.all === true, limit });
    if (reports.length === 0) return values.all === true ? '報告はありません。' : '対応していない報告はありません。';
    return reports.map(describe).join('\n');
  }
  if (command !== 'close') return fail(WORDINGS_USAGE);
  if (id === undefined) return fail(`報告番号（WR-…）を指定してください。\n${WORDINGS_USAGE}`);
  const note = operatorLine(values.note, '--note に対応の内容を200字以内の1行で指定してください。', fail);
  const report = (await wordingReportById(db, id)) ?? fail(`報告 ${id} はありません。`);
  if (!(await closeWordingReport(db, report.id, { by: operator, note, at: now }))) return `${id} はすでに対応済みです。`;
  return `${id} を対応済みにしました（${operator}、${now.toISOString()}）。`;
}
