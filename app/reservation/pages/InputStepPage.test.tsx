import { afterEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { activateLocale, t } from '../../../domain/i18n/i18n.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';
import { FakeApi, pricedCompany } from '../../testing/fakeApi.ts';
import { reservationAtCompanyStep, reservationPage } from '../../testing/reservationFixture.tsx';
import { InputStepPage } from './InputStepPage.tsx';

const SPEAKS_OTHER_LANGUAGES = { languages: ['ja', 'en'] } as const;

/** A visitor of the page in `locale` on the company step, with one company of three serving English. */
async function companyStepIn(locale: Locale) {
  const api = new FakeApi();
  api.reservationCompanies = [
    pricedCompany('R001', { name: 'こもれび引越便' }),
    pricedCompany('R002', { name: 'あおばね引越サービス', ...SPEAKS_OTHER_LANGUAGES }),
    pricedCompany('R003', { name: 'つむぎ堂引越舎', languages: ['ja'] }),
  ];
  const { root, flow } = await reservationAtCompanyStep(locale, api);
  const screen = await render(reservationPage(root, flow, <InputStepPage step="step4" title="step 4" />));
  return { flow, screen };
}

/** How many companies the choice list offers (a checkbox each; the partner services have a list of their own). */
function choiceCount(): number {
  const legend = t('仮予約を依頼する引越し業者');
  const list = [...document.querySelectorAll('fieldset')].find((fieldset) => fieldset.querySelector('legend')?.textContent === legend);
  return list?.querySelectorAll('input[type="checkbox"]').length ?? 0;
}

afterEach(async () => {
  await activateLocale('ja');
});

describe('the reservation company step: companies that speak English (issue 28)', () => {
  it('shows the badge and a filter that lists only them, naming a chosen company it hides until the visitor unselects it', async () => {
    const { flow, screen } = await companyStepIn('en');
    const filter = screen.getByRole('switch', { name: 'Show only companies that speak English (1)' });
    await expect.element(filter).not.toBeChecked();
    await expect.element(screen.getByText('English spoken')).toBeVisible();
    expect(choiceCount()).toBe(3);

    await userEvent.click(screen.getByRole('checkbox', { name: /こもれび引越便/u }));
    await userEvent.click(filter);
    await expect.poll(choiceCount).toBe(1);
    await expect.element(screen.getByText('1 company you selected doesn\'t speak English')).toBeVisible();
    await expect.element(screen.getByText('1 company selected (up to 3)')).toBeVisible();
    expect(flow.form.companies.selected).toEqual(['R001']);

    await userEvent.click(screen.getByRole('button', { name: 'Unselect it' }));
    expect(flow.form.companies.selected).toEqual([]);
    await expect.element(screen.getByText('1 company you selected doesn\'t speak English')).not.toBeInTheDocument();
  });

  it('cannot be used when no listed company speaks English, and says so', async () => {
    const { flow, screen } = await companyStepIn('en');
    flow.form.companies.restore([pricedCompany('R001'), pricedCompany('R003')]);
    await expect.element(screen.getByRole('switch', { name: 'Show only companies that speak English (0)' })).toBeDisabled();
    await expect.element(screen.getByText('None of the companies listed speak English.')).toBeVisible();
    expect(choiceCount()).toBe(2);
  });

  it('shows neither the badge nor the filter on a Japanese page: every company serves Japanese', async () => {
    const { screen } = await companyStepIn('ja');
    await expect.element(screen.getByRole('checkbox').first()).toBeVisible();
    expect(document.body.textContent).not.toContain('英語対応');
    expect(document.querySelector('[data-testid="english-speaking-filter"]')).toBeNull();
    expect(choiceCount()).toBe(3);
  });
});
