import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../domain/i18n/i18n.ts';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { SharingRecordList } from './SharingRecordList.tsx';
import type { SharingRecordEntry } from './SharingRecordList.types.ts';

const entries: SharingRecordEntry[] = [
  { id: 'c1', recipientKind: 'company', recipientName: 'さくら引越センター', items: ['name', 'nameReading', 'email', 'addresses', 'move', 'belongings'], providedAt: '2026-11-20T01:00:00.000Z' },
  { id: 'p1', recipientKind: 'partner', recipientName: 'そよでんき', items: ['name', 'nameReading', 'email', 'destinationArea', 'moveMonth'], providedAt: '2026-11-20T01:00:00.000Z' },
];

describeConformance('SharingRecordList', {
  themeName: 'HkSharingRecordList',
  render: (props) => <SharingRecordList entries={entries} label="お客様の情報の提供先" keptUntil="2029-11-20" {...props} />,
});

describe('SharingRecordList', () => {
  it('lists each recipient, named by it, with its kind, the time in Japan and exactly the items it received', async () => {
    const screen = await renderWithTheme(<SharingRecordList entries={entries} label="お客様の情報の提供先" keptUntil="2029-11-20" />);
    const list = screen.getByRole('list', { name: 'お客様の情報の提供先' });
    const company = list.getByRole('listitem', { name: 'さくら引越センター' });
    await expect.element(company).toHaveTextContent('引越し業者');
    await expect.element(company).toHaveTextContent('提供日時：2026/11/20 10:00');
    const items = company.getByRole('list', { name: '提供した項目' }).getByRole('listitem').elements().map((item) => item.textContent);
    expect(items).toEqual(['お名前', 'フリガナ', 'メールアドレス', '引越し元・引越し先の住所', '引越しの日程・間取り・人数', '荷物']);
    const partner = list.getByRole('listitem', { name: 'そよでんき' });
    await expect.element(partner).toHaveTextContent('提携サービス');
    await expect.element(partner).toHaveTextContent('引越し先の都道府県・市区町村');
    expect(partner.element().textContent).not.toContain('電話番号');
    await expect.element(screen.getByText(/2029年11月20日.*まで残り/)).toBeVisible();
  });

  it('says so when nothing was shared, and says nothing of a period then', async () => {
    const screen = await renderWithTheme(<SharingRecordList entries={[]} label="お客様の情報の提供先" keptUntil={null} />);
    await expect.element(screen.getByText('このご依頼の情報を提供した記録はありません。')).toBeVisible();
    expect(screen.getByRole('list').query()).toBeNull();
    expect(screen.getByText(/まで残り/).query()).toBeNull();
  });
});

describe('SharingRecordList in English', () => {
  beforeEach(() => activateLocale('en'));
  afterEach(() => activateLocale('ja'));

  it('reads the items, kinds and period in English, the company name marked Japanese', async () => {
    const screen = await renderWithTheme(<SharingRecordList entries={entries} label="Who received your information" keptUntil="2029-11-20" />);
    const company = screen.getByRole('listitem', { name: 'さくら引越センター' });
    await expect.element(company).toHaveTextContent('Moving company');
    await expect.element(company).toHaveTextContent('Name in katakana');
    expect(company.element().querySelector('[lang="ja"]')).toHaveTextContent('さくら引越センター');
    await expect.element(screen.getByRole('listitem', { name: 'そよでんき' })).toHaveTextContent('Partner service');
    await expect.element(screen.getByText(/until Tue, Nov 20, 2029/)).toBeVisible();
  });
});
