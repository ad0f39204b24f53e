import { parseArgs } from 'node:util';
import { isPlainLine } from '../../domain/validation/characters.ts';
import { emailRule } from '../../domain/validation/contactRules.ts';
import { isExistingDate } from '../../domain/validation/scheduleRules.ts';
import type { Database } from '../db/database.ts';
import { PREFECTURE_CODES, STANDARD_TARIFF, type CompanyTariff } from '../pricing/index.ts';
import { heldOn } from '../marketplace/capacity/day-capacity-repository.ts';
import type { MarketplaceAlliance, MarketplaceCompany } from '../marketplace/types.ts';
import {
  changeEntry, recentChanges, setAllianceTexts, setClosedDate, updateAlliance, updateCompany, type AllianceFields, type CompanyFields, type ChangedEntry,
} from './catalogue-edit-repository.ts';
import { loadAlliances, loadCompanies } from './catalogue-repository.ts';

export const CATALOGUE_USAGE = `使い方: npm run catalogue -- <コマンド>
  list
      引越し業者とサービスの一覧（コード、名前、1日の受付件数、定休日、対応言語、受付中か）
  show <コード>
      1社（K0001）または1サービス（A001）のすべての項目
  set <コード> [項目…]
      引越し業者: --name --phone --hours --logo --lead-email --capacity --am yes|no
                  --closed-weekdays 日,水|none --order --prefectures 13,14|all --tariff 名前=値（くり返し可）
                  --languages ja,en,zh（対応できる言語。ISO 639-1 の言語コードで、ja は必須）
      サービス:   --title --content（日本語の名前と説明） --lead-email --order --prefectures 13,14|all
                  --language zh --title … --content …（その言語のページとメールに出す名前と説明。
                  言語は ISO 639-1 のコード。初めての言語には両方を指定。ない言語では日本語を出す）
  close-day <コード> <yyyy-MM-dd> / open-day <コード> <yyyy-MM-dd>
      その日の受付を止める / 再開する（定休日以外の休業日）
  disable <コード> / enable <コード>
      新しい検索から外す / 戻す（受付中の依頼はそのまま）
  history [--limit <件数>]
      最近の変更と、変更した人`;

/** A command that cannot be run; its message (Japanese) is for the operator. */
export class CatalogueCommandError extends Error {}

const WEEKDAY_NAMES = ['日', '月', '火', '水', '木', '金', '土'] as const;
const TARIFF_FACTORS = Object.keys(STANDARD_TARIFF) as (keyof CompanyTariff)[];
const LOGO_PATH = /^\/images\/[\w./-]+\.(jpe?g|png|gif|bmp)$/;
const PHONE = /^0\d{1,4}-\d{1,4}-\d{3,4}$/;

const OPTIONS = {
  name: { type: 'string' },
  phone: { type: 'string' },
  hours: { type: 'string' },
  logo: { type: 'string' },
  'lead-email': { type: 'string' },
  capacity: { type: 'string' },
  am: { type: 'string' },
  'closed-weekdays': { type: 'string' },
  order: { type: 'string' },
  prefectures: { type: 'string' },
  tariff: { type: 'string', multiple: true },
  languages: { type: 'string' },
  title: { type: 'string' },
  content: { type: 'string' },
  language: { type: 'string' },
  limit: { type: 'string' },
} as const;

type Values = ReturnType<typeof parseCommandLine>['values'];

function fail(message: string): never {
  throw new CatalogueCommandError(message);
}

function notFound(code: string): never {
  fail(`コード「${code}」の引越し業者またはサービスは見つかりません。`);
}

function wholeNumber(text: string, option: string, min: number, max: number): number {
  const value = Number(text);
  if (!/^\d+$/.test(text) || value < min || value > max) fail(`--${option} は${min}以上${max}以下の整数で指定してください。`);
  return value;
}

/** A name or a text of the catalogue, which pages, leads and e-mails show: one line of plain text, 1 to `max` characters. */
function text(value: string, option: string, max: number): string {
  const trimmed = value.trim();
  if (trimmed === '' || trimmed.length > max) fail(`--${option} は1〜${max}文字で指定してください。`);
  if (!isPlainLine(value)) {
    fail(`--${option} に改行・制御文字・目に見えない文字・機種依存文字・絵文字や < > は使えません。1行の文章で指定してください。`);
  }
  return trimmed;
}

function leadEmail(value: string): string {
  if (emailRule(value) !== undefined) fail('--lead-email はメールアドレスで指定してください。');
  return value.trim();
}

function prefectureList(value: string): string[] {
  if (value === 'all') return [...PREFECTURE_CODES];
  const codes = [...new Set(value.split(',').map((code) => code.trim().padStart(2, '0')))].sort();
  if (codes.length === 0 || codes.some((code) => !PREFECTURE_CODES.includes(code))) {
    fail('--prefectures は 01〜47 の都道府県コードをカンマ区切りで、または all で指定してください。');
  }
  return codes;
}

function weekdays(value: string): number[] {
  if (value === 'none') return [];
  const days = value.split(',').map((day) => WEEKDAY_NAMES.indexOf(day.trim() as (typeof WEEKDAY_NAMES)[number]));
  if (days.some((day) => day < 0)) fail('--closed-weekdays は 日,月,火,水,木,金,土 をカンマ区切りで、または none で指定してください。');
  return [...new Set(days)].sort();
}

/** The names of languages in Japanese, or none for a code that names no language. */
const LANGUAGE_NAMES = new Intl.DisplayNames(['ja'], { type: 'language', fallback: 'none' });

/**
 * An ISO 639-1 code: two lower-case letters that name a language, whether the site has pages in it or
 * not. Intl knows every language of ISO 639-1, so a country typed for its language ('cn', 'jp') is refused.
 */
function isLanguageCode(code: string): boolean {
  return /^[a-z]{2}$/.test(code) && LANGUAGE_NAMES.of(code) !== undefined;
}

/** 'en,ja,zh' → ['ja', 'en', 'zh']: Japanese always among them (every lead is Japanese), first, then the others alphabetically. */
function languages(value: string): string[] {
  const codes = [...new Set(value.split(',').map((code) => code.trim()))];
  if (!codes.includes('ja') || !codes.every(isLanguageCode)) {
    fail('--languages は ISO 639-1 の言語コード（英小文字2文字）をカンマ区切りで、ja を含めて指定してください（例: ja,en,zh）。');
  }
  return ['ja', ...codes.filter((code) => code !== 'ja').sort()];
}

/** The language `--title` and `--content` are in: Japanese unless `--language` names another. */
function language(value: string | undefined): string {
  if (value === undefined) return 'ja';
  const code = value.trim();
  return isLanguageCode(code) ? code : fail('--language は ISO 639-1 の言語コード（英小文字2文字。例: en, zh, vi）で指定してください。');
}

function tariffFactors(pairs: readonly string[]): Partial<CompanyTariff> {
  const factors: Partial<CompanyTariff> = {};
  for (const pair of pairs) {
    const [name, raw] = pair.split('=');
    const value = Number(raw);
    if (!TARIFF_FACTORS.includes(name as keyof CompanyTariff) || raw === undefined || raw.trim() === '' || !Number.isFinite(value) || value < 0) {
      fail(`--tariff は 名前=値（0以上の数）の形で指定してください。名前: ${TARIFF_FACTORS.join(', ')}`);
    }
    factors[name as keyof CompanyTariff] = value;
  }
  return factors;
}

/** The changes `set` asks of a company; the options of a partner service are refused. */
function companyFields(values: Values): CompanyFields {
  for (const option of ['title', 'content', 'language'] as const) if (values[option] !== undefined) fail(`--${option} はサービス（A…）の項目です。`);
  const fields: CompanyFields = {};
  if (values.name !== undefined) fields.name = text(values.name, 'name', 50);
  if (values.phone !== undefined) fields.telephoneNumber = PHONE.test(values.phone) ? values.phone : fail('--phone は 0120-817-301 のようにハイフン区切りで指定してください。');
  if (values.hours !== undefined) fields.businessHours = text(values.hours, 'hours', 30);
  if (values.logo !== undefined) fields.logoPath = LOGO_PATH.test(values.logo) ? values.logo : fail('--logo は /images/ で始まる画像（jpeg, jpg, png, gif, bmp）のパスで指定してください。');
  if (values['lead-email'] !== undefined) fields.leadEmail = leadEmail(values['lead-email']);
  if (values.capacity !== undefined) fields.dailyCapacity = wholeNumber(values.capacity, 'capacity', 0, 999);
  if (values.am !== undefined) fields.acceptsAm = values.am === 'yes' ? true : values.am === 'no' ? false : fail('--am は yes または no で指定してください。');
  if (values['closed-weekdays'] !== undefined) fields.closedWeekdays = weekdays(values['closed-weekdays']);
  if (values.order !== undefined) fields.order = wholeNumber(values.order, 'order', 1, 9_999);
  if (values.tariff !== undefined) fields.tariff = tariffFactors(values.tariff);
  if (values.languages !== undefined) fields.languages = languages(values.languages);
  return fields;
}

/** A partner service's title and description in a language other than Japanese, either of them or both. */
interface Translation {
  language: string;
  title?: string;
  content?: string;
}

/**
 * The changes `set` asks of a partner service: its columns (its Japanese title and description among
 * them), or its title and description in `--language` when that is another; a company's options are refused.
 */
function allianceChange(values: Values): { fields: AllianceFields; translation?: Translation } {
  const companyOnly = ['name', 'phone', 'hours', 'logo', 'capacity', 'am', 'closed-weekdays', 'tariff', 'languages'] as const;
  for (const option of companyOnly) if (values[option] !== undefined) fail(`--${option} は引越し業者（K…）の項目です。`);
  const fields: AllianceFields = {};
  const inLanguage = language(values.language);
  const title = values.title === undefined ? undefined : text(values.title, 'title', 50);
  const content = values.content === undefined ? undefined : text(values.content, 'content', 300);
  if (values['lead-email'] !== undefined) fields.leadEmail = leadEmail(values['lead-email']);
  if (values.order !== undefined) fields.order = wholeNumber(values.order, 'order', 1, 9_999);
  if (inLanguage === 'ja') return { fields: { ...fields, title, content } };
  if (title === undefined && content === undefined) fail('--language には、その言語の --title か --content を添えてください。');
  return { fields, translation: { language: inLanguage, title, content } };
}

function isDate(value: string | undefined): value is string {
  return value !== undefined && isExistingDate(value, 'yyyy-MM-dd');
}

/** 'daily_capacity: 12 → 14' for every column the change altered ('title_ko: null → …' for a language's first texts). */
function describeChange({ before, after }: ChangedEntry): string {
  const shown = (value: unknown) => JSON.stringify(value ?? null);
  const changed = Object.keys(after).filter((key) => shown(before[key]) !== shown(after[key]));
  return changed.map((key) => `${key}: ${shown(before[key])} → ${shown(after[key])}`).join('; ') || '変更なし';
}

/**
 * Runs one `npm run catalogue` command against the database and returns what to print. Every
 * change is recorded with `operator` and the command, and reaches every running instance on
 * PostgreSQL within a second (NOTIFY); the embedded database's server reads it when it starts.
 */
export async function runCatalogueCommand(db: Database, argv: readonly string[], now: Date, operator: string): Promise<string> {
  const { values, positionals } = parseCommandLine(argv);
  const [command, code, ...rest] = positionals;
  if (command === 'list' && code === undefined) return formatList(await loadCompanies(db), await loadAlliances(db));
  if (command === 'history' && code === undefined) {
    const changes = await recentChanges(db, wholeNumber(values.limit ?? '20', 'limit', 1, 1_000));
    return changes.map((change) => `${change.changedAt.toISOString()}  ${change.operator}  ${change.command}`).join('\n') || '変更はまだありません。';
  }
  const known = ['show', 'set', 'close-day', 'open-day', 'disable', 'enable'];
  if (command === undefined || !known.includes(command) || code === undefined) fail(CATALOGUE_USAGE);
  const isCompany = /^K\d{4,}$/.test(code);
  const table = isCompany ? 'companies' : 'alliances';

  if (command === 'show') {
    if (rest.length > 0) fail(CATALOGUE_USAGE);
    const entry = isCompany ? (await loadCompanies(db)).find((company) => company.code === code) : (await loadAlliances(db)).find((alliance) => alliance.id === code);
    return entry === undefined ? notFound(code) : formatEntry(entry);
  }
  const expectedArguments = command === 'close-day' || command === 'open-day' ? 1 : 0;
  if (rest.length !== expectedArguments) fail(CATALOGUE_USAGE);
  const change = { operator, command: argv.join(' ') };
  let note = '';
  const changed = await db.transaction(async (tx) =>
    changeEntry(tx, table, code, change, async () => {
      if (command === 'set') {
        const prefectures = values.prefectures === undefined ? undefined : prefectureList(values.prefectures);
        const { fields, translation } = isCompany ? { fields: companyFields(values), translation: undefined } : allianceChange(values);
        const asked = Object.values(fields).some((value) => value !== undefined) || translation !== undefined || prefectures !== undefined;
        if (!asked) fail('変更する項目を1つ以上指定してください。');
        await (isCompany ? updateCompany(tx, code, fields, prefectures) : updateAlliance(tx, code, fields, prefectures));
        if (translation !== undefined && !(await setAllianceTexts(tx, code, translation.language, translation))) {
          fail(`${code} には ${translation.language} の名前と説明がまだありません。初めての言語には --title と --content を両方指定してください。`);
        }
      } else if (command === 'close-day' || command === 'open-day') {
        const date = rest[0];
        if (!isCompany) fail('休業日は引越し業者（K…）にだけ設定できます。');
        if (!isDate(date)) fail('日付は 2026-12-31 のように、実在する日付を指定してください。');
        await setClosedDate(tx, code, date, command === 'close-day');
        const held = command === 'close-day' ? await heldOn(tx, code, date) : 0;
        if (held > 0) note = `\n注意: この日の受付済みの予約・仮予約が${held}件あります。お客様へのご連絡をお願いします。`;
      } else {
        await (isCompany ? updateCompany(tx, code, { enabled: command === 'enable' }) : updateAlliance(tx, code, { enabled: command === 'enable' }));
      }
    }),
  );
  if (changed === undefined) notFound(code);
  return `${code}: ${describeChange(changed)}（${operator}、${now.toISOString()}）${note}`;
}

function parseCommandLine(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], allowPositionals: true, options: OPTIONS });
  } catch (error) {
    throw new CatalogueCommandError(`${error instanceof Error ? error.message : String(error)}\n${CATALOGUE_USAGE}`);
  }
}

function closedDays(company: MarketplaceCompany): string {
  const weekdayNames = company.closedWeekdays.map((day) => WEEKDAY_NAMES[day]).join('');
  return [weekdayNames && `${weekdayNames}曜`, ...company.closedDates].filter(Boolean).join(' ') || 'なし';
}

/** The languages a partner service is shown in: Japanese always, then those it has a title and description in. */
function allianceLanguages(alliance: MarketplaceAlliance): string {
  return ['ja', ...Object.keys(alliance.texts).sort()].join(',');
}

function formatList(companies: readonly MarketplaceCompany[], alliances: readonly MarketplaceAlliance[]): string {
  return [
    '引越し業者',
    ...companies.map((company) =>
      `  ${company.code}  ${company.enabled ? '受付中' : '停止中'}  ${String(company.dailyCapacity).padStart(3)}件/日  定休: ${closedDays(company)}  言語: ${company.languages.join(',')}  ${company.name}`),
    'サービス',
    ...alliances.map((alliance) => `  ${alliance.id}  ${alliance.enabled ? '受付中' : '停止中'}  言語: ${allianceLanguages(alliance)}  ${alliance.title}`),
  ].join('\n');
}

function formatEntry(entry: MarketplaceCompany | MarketplaceAlliance): string {
  const shown = Object.entries(entry).map(([key, value]) => {
    const plain = value instanceof Set ? [...value].join(',') : typeof value === 'object' ? JSON.stringify(value) : String(value);
    return `${key.padEnd(18)} ${plain}`;
  });
  return shown.join('\n');
}
