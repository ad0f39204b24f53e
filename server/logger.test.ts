import { describe, expect, it } from 'vitest';
import { createLogger, type LogLevel } from './logger.ts';

/** A logger writing into an array, one parsed JSON object per line. */
function capture(level: LogLevel = 'debug') {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger(level, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  return { logger, lines };
}

describe('createLogger', () => {
  it('writes JSON lines through pino with the level name, time and message', () => {
    const { logger, lines } = capture();
    logger.info('listening', { url: 'http://localhost:3000/' });
    expect(lines).toEqual([{ level: 'info', time: expect.any(String), msg: 'listening', url: 'http://localhost:3000/' }]);
  });

  it('redacts personal data wherever a field of that name is logged, up to three levels deep', () => {
    const { logger, lines } = capture();
    logger.warn('booking refused', {
      customerEmail: 'taro@example.com',
      body: { customerTel: '090-1234-5678', customerName: '山田太郎', customerNameKana: 'ヤマダタロウ', fromDetailAddress: '1-2-3', companyId: 7 },
      request: { body: { email: 'hanako@example.jp', toDetailAddress: '4-5-6' } },
    });
    const text = JSON.stringify(lines[0]);
    for (const secret of ['taro@', '090-1234', '山田', 'ヤマダ', '1-2-3', 'hanako@', '4-5-6']) expect(text).not.toContain(secret);
    expect(lines[0]).toMatchObject({ customerEmail: '[redacted]', body: { customerTel: '[redacted]', companyId: 7 } });
  });

  it('never logs an e-mail\'s addresses or contents', () => {
    const { logger, lines } = capture();
    logger.info('mail', { id: 7, message: { recipient: 'taro@example.com', replyTo: 'hanako@example.jp', to: 'jiro@example.jp', subject: '山田様', text: '090-1234-5678', html: '<p>1-2-3</p>' } });
    const text = JSON.stringify(lines[0]);
    for (const secret of ['taro@', 'hanako@', 'jiro@', '山田', '090-1234', '1-2-3']) expect(text).not.toContain(secret);
    expect(lines[0]).toMatchObject({ id: 7 });
  });

  it('writes the request line, at info level, with the same shape as every other line', () => {
    const { logger, lines } = capture('info');
    logger.request({ method: 'POST', path: '/api/mitsumori/', status: 400, ms: 1.25 });
    expect(lines).toEqual([{ level: 'info', time: expect.any(String), msg: 'request', method: 'POST', path: '/api/mitsumori/', status: 400, ms: 1.25 }]);
    const quiet = capture('warn');
    quiet.logger.request({ method: 'GET', path: '/', status: 200, ms: 1 });
    expect(quiet.lines).toEqual([]);
  });

  it('masks e-mail addresses and phone numbers in the text of a logged error', () => {
    const { logger, lines } = capture();
    logger.error('unhandled error', { error: new Error('duplicate key (taro@example.com, 09012345678)') });
    const error = lines[0]!.error as { type: string; message: string; stack: string };
    expect(error.type).toBe('Error');
    expect(error.message).toContain('t***@example.com');
    for (const text of [error.message, error.stack]) {
      expect(text).not.toContain('taro@');
      expect(text).not.toContain('12345678');
    }
  });

  it("redacts a database error's own fields that quote the request: PGlite's params, PostgreSQL's detail and where", () => {
    const { logger, lines } = capture();
    // The fields as each driver sets them on a failed INSERT of a booking (22P05, 23505).
    const pglite = Object.assign(new Error('unsupported Unicode escape sequence'), {
      code: '22P05', query: 'INSERT INTO quick_bookings (customer_name, customer_tel) VALUES ($1, $2)', params: ['山田\u0000太郎', '09012345678'],
    });
    const postgres = Object.assign(new Error('duplicate key value violates unique constraint'), {
      code: '23505', detail: 'Key (customer_email)=(taro@example.com) already exists.',
      where: "unnamed portal parameter $2 = '090-1234-5678'", internalQuery: 'SELECT 1',
    });
    logger.error('unhandled error', { error: pglite });
    logger.error('unhandled error', { error: postgres });
    const text = JSON.stringify(lines);
    for (const secret of ['山田', '09012345678', 'taro@', '1234-5678']) expect(text).not.toContain(secret);
    expect(lines[0]!.error).toMatchObject({ code: '22P05', params: '[redacted]', query: expect.stringContaining('INSERT INTO quick_bookings') });
    expect(lines[1]!.error).toMatchObject({ code: '23505', detail: '[redacted]', where: '[redacted]' });
  });

  it('leaves out lines below the configured level, and says so to callers', () => {
    const { logger, lines } = capture('warn');
    logger.info('request', { path: '/' });
    logger.warn('slow', {});
    expect(lines.map((line) => line.msg)).toEqual(['slow']);
    expect(logger.isEnabled('info')).toBe(false);
    expect(capture('silent').logger.isEnabled('error')).toBe(false);
  });
});
