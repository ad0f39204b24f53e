import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { activateLocale } from '../../../domain/i18n/i18n.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';
import { estimateAtConfirm, estimatePage } from '../../testing/estimateFixture.tsx';
import { CompletePage } from './CompletePage.tsx';

/** An estimate request sent on 23 November 2026 at 10:00 in Japan, on its complete page: first the partner services it may add, then the end. */
async function completePageIn(locale: Locale) {
  const { root, flow } = await estimateAtConfirm(locale);
  await flow.requestEstimate();
  expect(flow.step).toBe('complete');
  return { flow, screen: await render(estimatePage(root, flow, <CompletePage />)) };
}

afterEach(async () => {
  await activateLocale('ja');
});

describe('the estimate complete page (issue 34: it showed no reference number, which the e-mail names)', () => {
  it('says the reference number and the request time, as the other flows do, on the partner services page and after it', async () => {
    const { flow, screen } = await completePageIn('ja');
    await expect.element(screen.getByRole('heading', { name: '見積り依頼を受け付けました' })).toBeVisible();
    await expect.element(screen.getByTestId('request-id')).toHaveTextContent('MT-1');
    expect(screen.container.textContent).toMatch(/受付番号MT-1依頼日時2026\/\d\d\/\d\d \d\d:\d\d/);
    flow.skipAlliances();
    await expect.element(screen.getByRole('heading', { name: '見積り依頼が完了しました' })).toBeVisible();
    await expect.element(screen.getByTestId('request-id')).toHaveTextContent('MT-1');
  });

  it('in English on an English page', async () => {
    const { flow, screen } = await completePageIn('en');
    flow.skipAlliances();
    await expect.element(screen.getByTestId('request-id')).toHaveTextContent('MT-1');
    expect(screen.container.textContent).toMatch(/Reference numberMT-1Requested on\w{3}, \w{3} \d+, 2026, .+ Japan Time/);
  });
});
