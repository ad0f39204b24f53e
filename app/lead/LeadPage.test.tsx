import { describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { HikkoshiThemeProvider } from '../../ui/theme/index.ts';
import { FakeApi } from '../testing/fakeApi.ts';
import { sampleLead } from '../testing/leadFixture.ts';
import { LeadPage } from './LeadPage.tsx';
import { LeadStore } from './LeadStore.ts';

function renderPage(api: FakeApi) {
  return render(<HikkoshiThemeProvider><LeadPage store={new LeadStore(api.lead)} /></HikkoshiThemeProvider>);
}

describe('LeadPage', () => {
  it('asks a reservation\'s time frame before confirming, and sends the visitor\'s day with it', async () => {
    const api = new FakeApi();
    const screen = await renderPage(api);
    await expect.element(screen.getByText('回答期限', { exact: true })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '確定する' }));
    await expect.element(screen.getByText('時間帯を選んでください。')).toBeVisible();
    expect(api.leadAnswers).toEqual([]);
    await userEvent.click(screen.getByRole('radio', { name: '午前' }));
    await userEvent.click(screen.getByRole('button', { name: '確定する' }));
    await expect.element(screen.getByText('確定済み', { exact: true })).toBeVisible();
    expect(api.leadAnswers).toEqual([{ date: '2026-12-12', timeFrame: '1' }]);
    expect(screen.getByRole('button', { name: '確定する' }).elements()).toHaveLength(0);
    // Answered, the page no longer names a deadline.
    expect(screen.getByText('回答期限', { exact: true }).elements()).toHaveLength(0);
  });

  it('confirms a quick booking as booked, with no time to choose', async () => {
    const api = new FakeApi();
    api.leadView = sampleLead({ flow: 'quickBooking', confirmable: null });
    const screen = await renderPage(api);
    await expect.element(screen.getByText(/まで仮押さえです。/)).toBeVisible();
    expect(screen.getByRole('radio', { name: '午前' }).elements()).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: '確定する' }));
    await expect.element(screen.getByText('確定済み', { exact: true })).toBeVisible();
    expect(api.leadAnswers).toEqual([{}]);
  });

  it('shows an estimate lead without answers, and the one page for a link that opens nothing', async () => {
    const api = new FakeApi();
    api.leadView = sampleLead({ flow: 'estimate', answerBy: null, confirmable: null, price: null });
    const screen = await renderPage(api);
    await expect.element(screen.getByRole('heading', { level: 1, name: /^見積り依頼/ })).toBeVisible();
    expect(screen.getByRole('button', { name: '辞退する' }).elements()).toHaveLength(0);
    api.leadView = undefined;
    const invalid = await renderPage(api);
    await expect.element(invalid.getByRole('heading', { level: 1, name: 'このリンクは開けません' })).toBeVisible();
  });

  it('shows a visitor\'s new day for a confirmed booking with which day stands, and sends the accept for the day it showed (issue 34)', async () => {
    const api = new FakeApi();
    api.leadView = sampleLead({
      flow: 'quickBooking',
      status: 'confirmed',
      confirmable: null,
      answer: { answeredAt: '2026-11-25T05:00:00.000Z', confirmedDate: null, confirmedTimeFrame: null, declineReason: null },
      dateProposal: {
        confirmedDate: '2026-12-12',
        confirmedPrice: { total: 43_500, parts: [] },
        proposedDate: '2026-12-19',
        proposedPrice: { total: 45_000, parts: [] },
        proposedAt: '2026-11-26T01:00:00.000Z',
        answerBy: '2026-11-28T01:00:00.000Z',
      },
    });
    const screen = await renderPage(api);
    const panel = screen.getByRole('region', { name: 'お客様から引越し日の変更のご希望があります' });
    await expect.element(panel).toBeVisible();
    await expect.element(panel.getByText('2026年12月12日（土）（料金 43,500円）')).toBeVisible();
    await expect.element(panel.getByText(/^2026年12月19日（土）（料金 45,000円/)).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '新しい日に変更する（承諾）' }));
    await expect.element(panel).not.toBeInTheDocument();
    expect(api.leadAnswers).toEqual([{ answer: 'accept', date: '2026-12-19' }]);
  });
});
