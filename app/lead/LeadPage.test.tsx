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
    await userEvent.click(screen.getByRole('button', { name: '確定する' }));
    await expect.element(screen.getByText('時間帯を選んでください。')).toBeVisible();
    expect(api.leadAnswers).toEqual([]);
    await userEvent.click(screen.getByRole('radio', { name: '午前' }));
    await userEvent.click(screen.getByRole('button', { name: '確定する' }));
    await expect.element(screen.getByText('確定済み', { exact: true })).toBeVisible();
    expect(api.leadAnswers).toEqual([{ date: '2026-12-12', timeFrame: '1' }]);
    expect(screen.getByRole('button', { name: '確定する' }).elements()).toHaveLength(0);
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
});
