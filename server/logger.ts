export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';

export type LogFields = Record<string, unknown>;

export interface Logger {
  debug(msg: string, fields?: LogFields): void;
  info(msg: string, fields?: LogFields): void;
  warn(msg: string, fields?: LogFields): void;
  error(msg: string, fields?: LogFields): void;
}

const RANK: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

const EMAIL = /([A-Za-z0-9._%+-])[A-Za-z0-9._%+-]*@([A-Za-z0-9.-]+\.[A-Za-z]{2,})/g;
// 9–11 digit phone numbers, with or without hyphens, half- or full-width.
const PHONE = /(?<![\d０-９])([0０][\d０-９]{1,4})[-‐－]?[\d０-９]{1,4}[-‐－]?([\d０-９]{3,4})(?![\d０-９])/g;

/** Masks e-mail addresses and phone numbers (spec §8: monitoring masks e-mail values). */
export function maskPersonalData(text: string): string {
  return text.replace(EMAIL, '$1***@$2').replace(PHONE, '$1-****-$2');
}

function maskValue(value: unknown): unknown {
  if (typeof value === 'string') return maskPersonalData(value);
  if (Array.isArray(value)) return value.map(maskValue);
  if (value instanceof Error) return { name: value.name, message: maskPersonalData(value.message), stack: value.stack && maskPersonalData(value.stack) };
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, inner]) => [key, maskValue(inner)]));
  }
  return value;
}

/** One JSON object per line, personal data masked in every value. */
export function createLogger(level: LogLevel, write: (line: string) => void = (line) => process.stdout.write(line)): Logger {
  const log = (lineLevel: Exclude<LogLevel, 'silent'>) => (msg: string, fields: LogFields = {}) => {
    if (RANK[lineLevel] < RANK[level]) return;
    const entry = { time: new Date().toISOString(), level: lineLevel, msg: maskPersonalData(msg), ...(maskValue(fields) as LogFields) };
    write(`${JSON.stringify(entry)}\n`);
  };
  return { debug: log('debug'), info: log('info'), warn: log('warn'), error: log('error') };
}
