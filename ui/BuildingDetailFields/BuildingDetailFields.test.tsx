import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { EMPTY_BUILDING_DETAIL, EMPTY_DESTINATION_BUILDING_DETAIL, type BuildingDetail, type DestinationBuildingDetail } from '../../domain/address/buildingDetail.ts';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { BuildingDetailFields } from './BuildingDetailFields.tsx';
import type { BuildingDetailValue } from './BuildingDetailFields.types.ts';

const APARTMENT: BuildingDetail = { buildingType: 'apartment', isTower: '1', floor: '20', hasIndoorStairs: '0', hasElevator: '1', parkingAvailability: '1' };

describeConformance('BuildingDetailFields', {
  themeName: 'HkBuildingDetailFields',
  render: (props) => <BuildingDetailFields value={APARTMENT} onChange={() => {}} {...props} />,
});

function Controlled<T extends BuildingDetailValue>({ initial }: { initial: T }) {
  const [value, setValue] = useState(initial);
  return <BuildingDetailFields value={value} onChange={setValue} />;
}

describe('BuildingDetailFields', () => {
  it('asks the apartment questions and offers floor 20 only for towers', async () => {
    const screen = await renderWithTheme(<Controlled initial={EMPTY_BUILDING_DETAIL} />);
    await userEvent.click(screen.getByRole('radio', { name: 'マンション・アパート' }));
    await userEvent.click(screen.getByRole('radio', { name: '19階以下' }));
    const floor = screen.getByRole('combobox', { name: '階数' });
    expect(floor.getByRole('option').elements().map((option) => option.getAttribute('value'))).not.toContain('20');
    await userEvent.click(screen.getByRole('radio', { name: '20階以上（タワーマンション）' }));
    await expect.element(floor.getByRole('option', { name: '20階以上' })).toBeInTheDocument();
    await expect.element(screen.getByRole('status')).toHaveTextContent('階数、室内階段の有無、エレベーターの有無、トラックの駐車を入力してください。');
  });

  it('clears the apartment answers when a detached house is chosen', async () => {
    const screen = await renderWithTheme(<Controlled initial={APARTMENT} />);
    expect(screen.getByRole('status').query()).toBeNull();
    await userEvent.click(screen.getByRole('radio', { name: '一戸建て' }));
    expect(screen.getByRole('combobox', { name: '階数' }).query()).toBeNull();
    await expect.element(screen.getByRole('radio', { name: '駐車可能' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'マンション・アパート' }));
    await expect.element(screen.getByRole('combobox', { name: '階数' })).toHaveValue('');
  });

  it('adds the unknown parking answer and the new-building question for the destination', async () => {
    const destination: DestinationBuildingDetail = { ...EMPTY_DESTINATION_BUILDING_DETAIL, buildingType: 'house' };
    const screen = await renderWithTheme(<Controlled initial={destination} />);
    await expect.element(screen.getByRole('radio', { name: 'わからない' })).toBeVisible();
    await expect.element(screen.getByRole('status')).toHaveTextContent('トラックの駐車、建物の状態を入力してください。');
    await userEvent.click(screen.getByRole('radio', { name: 'わからない' }));
    await userEvent.click(screen.getByRole('radio', { name: '新築ではない' }));
    expect(screen.getByRole('status').query()).toBeNull();
  });
});
