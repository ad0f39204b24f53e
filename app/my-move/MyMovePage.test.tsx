import { afterEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import type { MyMoveView } from '../../domain/api/myMove.ts';
import type { MyMoveReview } from '../../domain/api/reviews.ts';
import { activateLocale } from '../../domain/i18n/i18n.ts';
import type { Locale } from '../../domain/i18n/locale.ts';
import type { SharingRecord } from '../../domain/sharing/sharingRecord.ts';
import { HikkoshiThemeProvider } from '../../ui/theme/index.ts';
import { MemoryHistory } from '../stores/history.ts';
import { RootStore } from '../stores/RootStore.ts';
import { StoreProvider } from '../stores/StoreContext.tsx';
import { MemoryStorage } from '../stores/storage.ts';
import { FakeApi } from '../testing/fakeApi.ts';
import { sampleOwnReview } from '../testing/reviewFixture.ts';
import { MyMovePage } from './MyMovePage.tsx';
import { MyMoveStore } from './MyMoveStore.ts';

/** A quick booking waiting for its company, as the API words it for an English page. */
const BOOKING: MyMoveView = {
  flow: 'quickBooking',
  reference: 'KY-TEST000001',
  receivedAt: '2026-11-20T01:00:00.000Z',
  fields: [{ label: 'Moving date', value: 'Sat, Dec 5, 2026' }],
  companies: [{ code: 'K0001', name: 'ほしづき引越センター', logoPath: '', price: 40_000, priceParts: [{ code: 'base', label: 'Base fare', amount: 40_000 }], status: 'open', withdrawable: false, confirmedTime: null }],
  partners: [],
  contact: null,
  booking: {
    movingDate: '2026-12-05',
    slot: 'free',
    holdEndsAt: '2026-11-22T09:00:00.000Z',
    telephoneNumber: '0120000000',
    businessHours: '9:00-18:00',
    closedDays: [],
    cancellation: { daysBefore: 1, period: '前日', percent: 30, base: 40_000, fee: 12_000 },
    dateChangeable: false,
    cancelled: null,
    dateProposal: null,
  },
};

/**
 * The visitor's page opened from its link in `locale`: the stores see '/my-move/', the link keeps
 * its token in the fragment; `review` is the review part the fake server answers.
 */
async function openPage(locale: Locale, view: MyMoveView = BOOKING, sharing: SharingRecord = { entries: [], keptUntil: null }, review: MyMoveReview | null = null) {
  await activateLocale(locale);
  const api = new FakeApi();
  api.myMoveView = view;
  api.myMoveSharing = sharing;
  api.myMoveReview = review;
  const sitePath = '/my-move/';
  const root = new RootStore({ api, history: new MemoryHistory(sitePath, undefined, `${sitePath}#token-abc`), storage: new MemoryStorage(), device: 'sp', locale });
  const store = new MyMoveStore(api.myMove);
  await store.load();
  const screen = await render(
    <HikkoshiThemeProvider>
      <StoreProvider store={root}>
        <MyMovePage store={store} />
      </StoreProvider>
    </HikkoshiThemeProvider>,
  );
  return { screen, api };
}

describe('MyMovePage in English (issue 28)', () => {
  afterEach(async () => {
    await activateLocale('ja');
  });

  it('says the booking in English, dates and prices the English way, Japan time said as such', async () => {
    const { screen } = await openPage('en');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Your booking: check, change or cancel' })).toBeVisible();
    await expect.element(screen.getByText('Fri, Nov 20, 2026, 10:00 AM Japan Time', { exact: true })).toBeVisible();
    await expect.element(screen.getByText(/^Sun, Nov 22, 2026, 6:00 PM Japan Time \(the moving company will contact you/)).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'Your moving company (1 company)' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Erase now' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel booking' }));
    await expect.element(screen.getByRole('dialog', { name: 'Cancel your booking?' })).toBeVisible();
    await expect.element(screen.getByRole('button', { name: 'Not now' })).toBeVisible();
  });

  it('links to the page in every language with the token kept in the fragment', async () => {
    const { screen } = await openPage('en');
    await userEvent.click(screen.getByRole('button', { name: /^English: choose a language/ }));
    const link = screen.getByRole('link', { name: '日本語' });
    await expect.element(link).toHaveAttribute('href', '/my-move/#token-abc');
    await expect.element(link).toHaveAttribute('hreflang', 'ja');
    await expect.element(screen.getByRole('link', { name: 'Tiếng Việt' })).toHaveAttribute('href', '/vi/my-move/#token-abc');
  });

  it('reads as before in Japanese, with the language menu', async () => {
    const { screen } = await openPage('ja');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'ご予約の確認・変更・キャンセル' })).toBeVisible();
    await expect.element(screen.getByText('2026/11/20 10:00', { exact: true })).toBeVisible();
    await expect.element(screen.getByText('2026/11/22 18:00（この日時までに引越し業者から確認のご連絡があります）', { exact: true })).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'ご予約の引越し業者（1社）' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '日本語：言語を選ぶ' }));
    await expect.element(screen.getByRole('link', { name: 'English' })).toHaveAttribute('href', '/en/my-move/#token-abc');
  });

  it('says which day stands while a new day waits for the company, and the day and time frame a company confirmed (issue 34)', async () => {
    const confirmed = { ...BOOKING.companies[0]!, status: 'confirmed' as const };
    const waiting: MyMoveView = {
      ...BOOKING,
      companies: [confirmed],
      booking: { ...BOOKING.booking!, holdEndsAt: null, dateProposal: { date: '2026-12-12', price: 42_000, priceParts: [], answerBy: '2026-11-24T09:00:00.000Z' } },
    };
    const { screen } = await openPage('ja', waiting);
    await expect.element(screen.getByText('2026年12月5日（確定済み）', { exact: true })).toBeVisible();
    await expect.element(screen.getByText(/^2026年12月12日（42,000円）：引越し業者の回答待ち（2026\/11\/24 18:00まで）$/)).toBeVisible();
    await expect.element(screen.getByRole('status').filter({ hasText: '承諾があるまで、ご予約は確定済みの2026年12月5日のままです' })).toBeVisible();

    const reservation: MyMoveView = {
      ...BOOKING,
      flow: 'reservation',
      booking: null,
      contact: { method: 'email', windows: [] },
      fields: [{ label: '時間帯', value: '指定なし' }],
      companies: [{ ...confirmed, withdrawable: true, confirmedTime: '2026年12月5日（土） 午後' }],
    };
    const answered = await openPage('ja', reservation);
    await expect.element(answered.screen.getByText('確定した日時（ほしづき引越センター）', { exact: true })).toBeVisible();
    await expect.element(answered.screen.getByText('2026年12月5日（土） 午後', { exact: true })).toBeVisible();
  });
});

/** The booking's record: its company got the phone (a quick booking asks for it), no notes. */
const SHARED: SharingRecord = {
  entries: [{ recipientKind: 'company', recipientName: 'ほしづき引越センター', items: ['name', 'nameReading', 'email', 'phone', 'addresses', 'move', 'belongings'], providedAt: '2026-11-20T01:00:00.000Z' }],
  keptUntil: '2029-11-20',
};

describe('MyMovePage: who received the visitor\'s data (issue 34)', () => {
  afterEach(async () => {
    await activateLocale('ja');
  });

  it('lists each recipient with the items it received and when, and says before erasing and after what of the record stays', async () => {
    const { screen } = await openPage('ja', BOOKING, SHARED);
    const part = screen.getByRole('region', { name: 'お客様の情報の提供先' });
    await expect.element(part).toBeVisible();
    const company = part.getByRole('listitem', { name: 'ほしづき引越センター' });
    await expect.element(company).toHaveTextContent('提供日時：2026/11/20 10:00');
    await expect.element(company.getByText('電話番号', { exact: true })).toBeVisible();
    const stays = /情報を提供した記録（受付番号・提供先・項目・日時。お名前やご連絡先は含みません）は、個人情報保護法（第29条）で保存が義務づけられているため、お客様の情報を削除した後も2029年11月20日まで残り/;
    await expect.element(part.getByText(stays)).toBeVisible();

    await userEvent.click(screen.getByRole('button', { name: '今すぐ削除する' }));
    const dialog = screen.getByRole('dialog', { name: 'お客様の情報を削除しますか' });
    await expect.element(dialog.getByText(stays)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '削除する' }));
    await expect.element(screen.getByRole('heading', { level: 1, name: 'お客様の情報を削除しました' })).toBeVisible();
    await expect.element(screen.getByText(stays)).toBeVisible();
  });

  it("says it in English, the company's name kept in Japanese", async () => {
    const { screen } = await openPage('en', BOOKING, SHARED);
    const part = screen.getByRole('region', { name: 'Who received your information' });
    const company = part.getByRole('listitem', { name: 'ほしづき引越センター' });
    await expect.element(company).toHaveTextContent('Sent: Fri, Nov 20, 2026, 10:00 AM Japan Time');
    await expect.element(company.getByText('Phone number', { exact: true })).toBeVisible();
    await expect.element(part.getByText(/stays after your information is erased, until Tue, Nov 20, 2029/)).toBeVisible();
  });

  it('says so when the request has no record, with no period to keep', async () => {
    const { screen } = await openPage('ja');
    const part = screen.getByRole('region', { name: 'お客様の情報の提供先' });
    await expect.element(part.getByText('このご依頼の情報を提供した記録はありません。')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: '今すぐ削除する' }));
    expect(screen.getByRole('dialog').getByText(/情報を提供した記録/).query()).toBeNull();
  });
});

describe('MyMovePage: the review of the move (issue 38)', () => {
  afterEach(async () => {
    await activateLocale('ja');
  });

  const openWithReview = (locale: Locale, review: MyMoveReview) => openPage(locale, BOOKING, undefined, review);

  const PART: MyMoveReview = { companies: [{ code: 'K0001', name: 'ほしづき引越センター' }], open: false, opensOn: '2026-12-06', outcome: null, review: null };

  it('says from which day the visitor may review, in English', async () => {
    const { screen } = await openWithReview('en', PART);
    await expect.element(screen.getByRole('heading', { name: 'Review your move' })).toBeVisible();
    await expect.element(screen.getByText('You can write a review from Sun, Dec 6, 2026.')).toBeVisible();
  });

  it('tells a company that did not come through the form, and then acknowledges it', async () => {
    const { screen, api } = await openWithReview('ja', { ...PART, open: true });
    await userEvent.click(screen.getByRole('radio', { name: 'ほしづき引越センターが来ませんでした' }));
    await userEvent.click(screen.getByRole('button', { name: '報告する' }));
    await expect.element(screen.getByText(/ほしづき引越センターが来なかったと、運営にご報告いただきました。/)).toBeVisible();
    expect(api.myMoveCalls.at(-1)).toEqual({ call: 'tellMove', body: { outcome: 'noShow', companyCode: 'K0001', ratings: null } });
  });

  const POSTED: MyMoveReview = { ...PART, review: sampleOwnReview() };

  it('asks on erasing whether the posted review stays, deleting it unless the visitor keeps it', async () => {
    const { screen, api } = await openWithReview('ja', POSTED);
    await userEvent.click(screen.getByRole('button', { name: '今すぐ削除する' }));
    const dialog = screen.getByRole('dialog', { name: 'お客様の情報を削除しますか' });
    const choice = dialog.getByRole('group', { name: '投稿した口コミはどうしますか' });
    await expect.element(choice.getByRole('radio', { name: '口コミも削除する' })).toBeChecked();
    await expect.element(dialog.getByText(/口コミには、お名前やご連絡先は含まれません。/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: '削除する' }));
    await expect.element(screen.getByRole('heading', { level: 1, name: 'お客様の情報を削除しました' })).toBeVisible();
    expect(api.myMoveCalls.at(-1)).toEqual({ call: 'erase', body: { fee: 12_000, keepReview: false } });
  });

  it('keeps the review when the visitor says so, in English', async () => {
    const { screen, api } = await openWithReview('en', POSTED);
    await userEvent.click(screen.getByRole('button', { name: 'Erase now' }));
    const dialog = screen.getByRole('dialog');
    await userEvent.click(dialog.getByRole('radio', { name: 'Keep my review' }));
    await expect.element(dialog.getByRole('radio', { name: 'Delete my review too' })).not.toBeChecked();
    await userEvent.click(dialog.getByRole('button', { name: 'Erase', exact: true }));
    await expect.element(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(api.myMoveCalls.at(-1)).toEqual({ call: 'erase', body: { fee: 12_000, keepReview: true } });
  });

  it('asks nothing of a review on erasing when the visitor posted none', async () => {
    const { screen } = await openWithReview('ja', PART);
    await userEvent.click(screen.getByRole('button', { name: '今すぐ削除する' }));
    await expect.element(screen.getByRole('dialog', { name: 'お客様の情報を削除しますか' })).toBeVisible();
    expect(screen.getByRole('dialog').getByRole('radio').query()).toBeNull();
  });
});
