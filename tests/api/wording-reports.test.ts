/**
 * Issue 37: a reader of a translated page reports a wording that reads wrong; the operator lists the
 * reports and closes each once dealt with. On both databases.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../domain/api/errors.ts';
import type { WordingReportResponse } from '../../domain/api/wordingReports.ts';
import { runWordingCommand } from '../../server/wordings/wording-commands.ts';
import { WORDING_REPORT_RETENTION_DAYS } from '../../server/wordings/wording-report-repository.ts';
import { testDatabaseKinds } from '../support/databases.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

const NOW = new Date('2026-11-29T06:00:00Z');
const CHINESE = { 'Accept-Language': 'zh-CN,zh;q=0.9' };
const VIETNAMESE = { 'Accept-Language': 'vi' };

describe.each(testDatabaseKinds())('wording reports on %s (issue 37)', (database) => {
  let server: TestServer;
  /** The server's clock: the retention pass reads it. */
  let clock = NOW;
  beforeAll(async () => {
    server = await startTestServer({ database, now: () => clock });
  });
  afterAll(() => server?.close());

  const operator = (...argv: string[]) => runWordingCommand(server.db, argv, NOW, 'translator-1');

  it('stores a report with the language its page names, answers its number, and lists it for the operator until closed', async () => {
    const answer = await server.post<WordingReportResponse>(
      '/api/wording-reports/',
      { page: '/zh/mitsumori/step2/', wording: '请选择搬家日\n（第二行）', suggestion: '请选择搬家日期' },
      CHINESE,
    );
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const { reportId } = answer.body;
    expect(reportId).toMatch(/^WR-[0-9A-Z]{10}$/);

    const vietnamese = await server.post<WordingReportResponse>('/api/wording-reports/', { page: '/vi/kantan-yoyaku/', wording: 'Chọn ngày', suggestion: '' }, VIETNAMESE);
    expect(vietnamese.status).toBe(200);

    expect(await operator('list', '--language', 'zh')).toBe(
      [`${reportId}  zh  /zh/mitsumori/step2/  ${NOW.toISOString()}`, '  文言: 请选择搬家日 ⏎ （第二行）', '  提案: 请选择搬家日期'].join('\n'),
    );
    expect(await operator('list')).toContain(`${vietnamese.body.reportId}  vi  /vi/kantan-yoyaku/`);

    expect(await operator('close', reportId, '--note', 'カタログを修正')).toBe(`${reportId} を対応済みにしました（translator-1、${NOW.toISOString()}）。`);
    expect(await operator('close', reportId, '--note', 'もう一度')).toBe(`${reportId} はすでに対応済みです。`);
    expect(await operator('list', '--language', 'zh')).toBe('対応していない報告はありません。');
    expect(await operator('list', '--language', 'zh', '--all')).toContain(`（対応済み：カタログを修正、translator-1）`);
  });

  it("refuses a report without its wording, or naming more than a page's path, in the reader's language", async () => {
    const empty = await server.post<ApiErrorBody>('/api/wording-reports/', { page: '/zh/mitsumori/', wording: '  ', suggestion: '' }, CHINESE);
    expect(empty.status).toBe(400);
    expect(empty.body.errors).toEqual([{ code: 'INVALID_INPUT', message: '请填写您认为有误的文字。', field: 'wording' }]);

    const tooLong = await server.post<ApiErrorBody>('/api/wording-reports/', { page: '/vi/mitsumori/', wording: 'a', suggestion: 'b'.repeat(301) }, VIETNAMESE);
    expect(tooLong.body.errors).toEqual([{ code: 'INVALID_INPUT', message: 'Cách nói đề xuất tối đa 300 ký tự.', field: 'suggestion' }]);

    // A private page's token lives in its fragment: a report may not carry it.
    const withToken = await server.post<ApiErrorBody>('/api/wording-reports/', { page: '/zh/my-move/#secret', wording: 'x', suggestion: '' }, CHINESE);
    expect(withToken.status).toBe(400);
    expect(withToken.body.errors.map((error) => error.field)).toEqual(['page']);

    // Nothing personal is taken, not even offered.
    const withEmail = await server.post<ApiErrorBody>('/api/wording-reports/', { page: '/zh/mitsumori/', wording: 'x', suggestion: '', email: 'a@example.com' }, CHINESE);
    expect(withEmail.status).toBe(400);

    const { rows } = await server.db.query<{ count: number }>("SELECT count(*)::int AS count FROM wording_reports WHERE page IN ('/zh/my-move/#secret', '/vi/mitsumori/') OR wording = 'x'");
    expect(rows[0]!.count).toBe(0);
  });

  it('tells the operator what a command needs', async () => {
    await expect(operator('close', 'WR-NOSUCH0000', '--note', 'x')).rejects.toThrow('報告 WR-NOSUCH0000 はありません。');
    await expect(operator('close', 'WR-NOSUCH0000')).rejects.toThrow('--note に対応の内容を200字以内の1行で指定してください。');
    await expect(operator('list', '--language', 'fr')).rejects.toThrow('--language は ja、en、zh、vi のどれかで指定してください。');
    await expect(operator('erase')).rejects.toThrow('使い方: npm run wordings');
  });

  it('deletes a report, closed or not, once the retention pass runs 180 days after it was made', async () => {
    clock = new Date('2026-06-01T00:00:00Z');
    const old = await server.post<WordingReportResponse>('/api/wording-reports/', { page: '/vi/reservation/', wording: 'Cũ', suggestion: '' }, VIETNAMESE);
    const kept = async () => (await server.db.query<{ public_id: string }>('SELECT public_id FROM wording_reports')).rows.map((row) => row.public_id);
    clock = new Date(clock.getTime() + (WORDING_REPORT_RETENTION_DAYS * 86_400_000) - 60_000);
    await server.retention.runOnce();
    expect(await kept()).toContain(old.body.reportId);
    clock = new Date(clock.getTime() + 120_000);
    expect(await server.retention.runOnce()).toMatchObject({ wordingReports: 1 });
    expect(await kept()).not.toContain(old.body.reportId);
    clock = NOW;
  });
});
