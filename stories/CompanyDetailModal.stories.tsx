import Button from '@mui/material/Button';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../domain/i18n/i18n.ts';
import { CompanyDetailModal, type CompanyDetailModalProps } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { COMPANIES, companyInStoryLanguage } from './fixtures/companies.ts';
import { SPEAKS_OTHER_LANGUAGES } from './fixtures/spokenLanguage.ts';
import { linesInStoryLanguage, SATURDAY_AM } from './fixtures/prices.ts';
import { NO_REVIEWS, sampleReviewsOf } from './fixtures/reviews.ts';
import { expectLinesAddUp } from './support/priceLines.ts';
import { containing, yen } from './support/storyText.ts';

/** The company and its morning price as the API answers a page of the story's language. */
function CompanyDetailModalInStoryLanguage(args: CompanyDetailModalProps) {
  const { morningPrice } = args;
  return (
    <CompanyDetailModal
      {...args}
      company={args.company && companyInStoryLanguage(args.company)}
      morningPrice={morningPrice && { ...morningPrice, lines: linesInStoryLanguage(morningPrice.lines) }}
    />
  );
}

/** さくら引越センター's reviews as GET /api/companies/reviews/ answers them: 128 reviews, the newest three listed. */
const REVIEWS = { summary: COMPANIES[0]!.reviews, list: sampleReviewsOf('c001') };

const meta = {
  title: 'Companies/CompanyDetailModal',
  component: CompanyDetailModal,
  render: CompanyDetailModalInStoryLanguage,
  args: { open: true, company: COMPANIES[0]!, reviews: REVIEWS, acceptsAm: true, onClose: fn(), onSelect: fn() },
} satisfies Meta<typeof CompanyDetailModal>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Open: Story = {};

/** The reviews under the company's facts: the full summary, then the newest reviews. */
export const WithReviews: Story = {
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: /さくら引越センター/ }));
    const region = dialog.getByRole('region', { name: t('お客様の口コミ') });
    // The picture shows the reviews: the modal's content (only it) scrolled to them.
    const content = region.closest<HTMLElement>('.MuiDialogContent-root')!;
    content.scrollTop = region.getBoundingClientRect().top - content.getBoundingClientRect().top + content.scrollTop - 16;
    const reviews = within(region);
    await expect(reviews.getByText(t({ id: '口コミ{count}件', values: { count: 128 } }))).toBeVisible();
    await expect(reviews.getByRole('table', { name: t('評価ごとの口コミの数') })).toBeInTheDocument();
    await expect(reviews.getByText(t({ id: '見積りどおりの料金だった引越し：{of}件中{kept}件', values: { of: 128, kept: 117 } }))).toBeVisible();
    await expect(reviews.getByRole('heading', { level: 4, name: t('新しい口コミ') })).toBeVisible();
    await expect(reviews.getAllByRole('listitem')).toHaveLength(3);
  },
};

export const WithReviewsMobile: Story = { ...WithReviews, globals: mobileGlobals };

/** A company without a published review: said once, with what a score would be made of. */
export const WithoutReviews: Story = {
  args: { company: COMPANIES[2]!, reviews: { summary: NO_REVIEWS, list: [] } },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: /みどりエクスプレス/ }));
    const reviews = within(dialog.getByRole('region', { name: t('お客様の口コミ') }));
    await expect(reviews.getByText(t('口コミはまだありません'))).toBeVisible();
    await expect(reviews.queryByRole('table')).toBeNull();
    await expect(reviews.queryByRole('list')).toBeNull();
  },
};

/** While the reviews load (they are fetched as the details open): a spinner in their place. */
export const ReviewsLoading: Story = {
  args: { company: COMPANIES[2]!, reviews: 'loading' },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: /みどりエクスプレス/ }));
    await expect(dialog.getByRole('progressbar', { name: t('口コミを読み込み中') })).toBeVisible();
    await expect(dialog.getByRole('button', { name: t('この業者を選ぶ') })).toBeEnabled();
  },
};

/** The reviews could not be loaded: a line says so; the rest of the details stand. */
export const ReviewsFailed: Story = {
  args: { company: COMPANIES[2]!, reviews: 'failed' },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: /みどりエクスプレス/ }));
    await expect(dialog.getByText(t('口コミを読み込めませんでした。しばらくしてから、もう一度詳細を開いてください。'))).toBeVisible();
    await expect(dialog.getByText(yen(52_000))).toBeVisible();
  },
};

export const NoAmNoBreakdown: Story = { args: { company: COMPANIES[2]!, acceptsAm: false } };

export const WithMorningPrice: Story = { args: { morningPrice: SATURDAY_AM } };

export const Mobile: Story = { globals: mobileGlobals };

export const MorningPriceMobile: Story = { ...WithMorningPrice, globals: mobileGlobals };

export const PriceLinesAddUp: Story = {
  ...WithMorningPrice,
  parameters: { screenshot: false },
  play: async () => {
    const dialog = within(await within(document.body).findByRole('dialog', { name: /さくら引越センター/ }));
    await expectLinesAddUp(dialog.getByRole('table', { name: t('料金の内訳') }));
    await userEvent.click(dialog.getByRole('button', { name: t('午前便の料金の内訳') }));
    const morning = dialog.getByRole('table', { name: t('午前便の料金の内訳') });
    await expect(within(morning).getByRole('row', { name: containing(t('合計')) })).toHaveTextContent(yen(52_800));
    await expectLinesAddUp(morning);
  },
};

function OpenFromCard(args: CompanyDetailModalProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>{t('詳細を見る')}</Button>
      <CompanyDetailModalInStoryLanguage {...args} open={open} onClose={() => { args.onClose(); setOpen(false); }} />
    </>
  );
}

export const FocusReturnsToOpener: Story = {
  render: OpenFromCard,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(document.body);
    await userEvent.click(canvas.getByRole('button', { name: t('詳細を見る') }));
    const dialog = await body.findByRole('dialog', { name: /さくら引越センター/ });
    await expect(within(dialog).getByRole('row', { name: containing(t('合計')) })).toHaveTextContent(yen(48_400));
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: t('詳細を見る') })).toHaveFocus();
  },
};

/** A company serving its customers in English: 「英語対応」 ("English spoken" on an English page). */
/** A company that speaks the page's language, on a Vietnamese page (issue 37). */
export const SpeaksYourLanguage: Story = { args: { company: { ...COMPANIES[0]!, languages: SPEAKS_OTHER_LANGUAGES }, morningPrice: SATURDAY_AM }, globals: { locale: 'vi' } };

/** On an English page: the name as it is, every word and price in English. */
export const OnEnglishPage: Story = { ...SpeaksYourLanguage, globals: { locale: 'en' } };

export const OnEnglishPageMobile: Story = { ...SpeaksYourLanguage, globals: { ...mobileGlobals, locale: 'en' } };
