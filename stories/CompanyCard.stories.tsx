import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { t } from '../domain/i18n/i18n.ts';
import { CompanyCard } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { COMPANIES, companyInStoryLanguage } from './fixtures/companies.ts';
import { SPEAKS_OTHER_LANGUAGES } from './fixtures/spokenLanguage.ts';
import { SATURDAY_AM } from './fixtures/prices.ts';
import { NO_REVIEWS } from './fixtures/reviews.ts';
import { expectLinesAddUp } from './support/priceLines.ts';
import { containing, yen } from './support/storyText.ts';

const [withBreakdown, , withoutBreakdown] = COMPANIES;

const meta = {
  title: 'Companies/CompanyCard',
  component: CompanyCard,
  // The company as the API answers a page of the story's language.
  render: (args) => <CompanyCard {...args} company={companyInStoryLanguage(args.company)} />,
  args: { company: withBreakdown!, selected: false, onSelect: fn(), onShowDetail: fn() },
} satisfies Meta<typeof CompanyCard>;
export default meta;
type Story = StoryObj<typeof meta>;

export const WithPriceBreakdown: Story = {};

export const WithoutBreakdown: Story = { args: { company: withoutBreakdown! } };

export const MorningPrice: Story = {
  args: { company: { ...withBreakdown!, price: SATURDAY_AM.total, priceLines: SATURDAY_AM.lines, priceSlot: 'am' } },
};

export const Selected: Story = { args: { selected: true } };

/** No price given, and no review yet: 「口コミはまだありません」. */
export const PriceOnRequest: Story = { args: { company: { ...withoutBreakdown!, price: null, reviews: NO_REVIEWS } } };

export const PriceOnRequestMobile: Story = { ...PriceOnRequest, globals: mobileGlobals };

export const ReadOnly: Story = { args: { onSelect: undefined, onShowDetail: undefined } };

export const Mobile: Story = { globals: mobileGlobals };

export const ChooseCompany: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(yen(48_400))).toBeVisible();
    await expect(canvas.getByText(t({ id: '満足度 5点中{mean}、口コミ{count}件', values: { mean: '4.5', count: 128 } }))).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: t('この業者を選ぶ') }));
    await expect(args.onSelect).toHaveBeenCalledWith('c001');
    await userEvent.click(canvas.getByRole('button', { name: containing(t('詳細を見る')) }));
    await expect(args.onShowDetail).toHaveBeenCalledWith('c001');
  },
};

export const OpenPriceLines: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('料金の内訳') }));
    const table = canvas.getByRole('table', { name: t('料金の内訳') });
    await expect(within(table).getByRole('row', { name: containing(t('合計')) })).toHaveTextContent(yen(48_400));
    await expectLinesAddUp(table);
  },
};

export const OpenPriceLinesMobile: Story = { ...OpenPriceLines, globals: mobileGlobals };

export const MorningLinesAddUp: Story = {
  ...MorningPrice,
  parameters: { screenshot: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: t('午前便の料金の内訳') }));
    const table = canvas.getByRole('table', { name: t('午前便の料金の内訳') });
    await expect(within(table).getByRole('row', { name: containing(t('合計')) })).toHaveTextContent(yen(52_800));
    await expectLinesAddUp(table);
  },
};

/** A company serving its customers in English: 「英語対応」 ("English spoken" on an English page). */
/** A company that speaks the page's language, on a Chinese page (issue 37): the badge says so in Chinese. */
export const SpeaksYourLanguage: Story = { args: { company: { ...withBreakdown!, languages: SPEAKS_OTHER_LANGUAGES } }, globals: { locale: 'zh' } };

/** The same on a Vietnamese page, on a phone. */
export const SpeaksYourLanguageMobile: Story = { ...SpeaksYourLanguage, globals: { ...mobileGlobals, locale: 'vi' } };

/** On an English page: English words, English prices, the company's name as it is. */
export const OnEnglishPage: Story = { ...SpeaksYourLanguage, globals: { locale: 'en' } };

export const OnEnglishPageMobile: Story = { ...SpeaksYourLanguage, globals: { ...mobileGlobals, locale: 'en' } };
