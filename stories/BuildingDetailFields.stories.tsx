import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EMPTY_BUILDING_DETAIL, EMPTY_DESTINATION_BUILDING_DETAIL, type BuildingDetail, type DestinationBuildingDetail } from '../domain/address/index.ts';
import { t } from '../domain/i18n/i18n.ts';
import { buildingDetailAlert } from '../domain/validation/index.ts';
import { BuildingDetailFields, type BuildingDetailFieldsProps, type BuildingDetailValue } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';
import { inStoryLanguage } from './support/storyText.ts';
import { useArgState } from './support/useArgState.ts';

const TOWER: BuildingDetail = { buildingType: 'apartment', isTower: '1', floor: '20', hasIndoorStairs: '0', hasElevator: '1', parkingAvailability: '1' };
const NEW_HOUSE: DestinationBuildingDetail = { ...EMPTY_DESTINATION_BUILDING_DETAIL, buildingType: 'house', parkingAvailability: '3', isNewBuilding: '1' };

const meta = {
  title: 'Forms/BuildingDetailFields',
  component: BuildingDetailFields,
  // The legend as a page of the story's language gives it.
  render: (args) => <BuildingDetailFields {...args} label={args.label && inStoryLanguage(args.label)} />,
  args: { value: EMPTY_BUILDING_DETAIL, onChange: fn(), onBlur: fn(), label: '引越し元の建物' },
} satisfies Meta<typeof BuildingDetailFields>;
export default meta;
type Story = StoryObj<typeof meta>;

export const OriginEmpty: Story = {};

export const OriginTowerComplete: Story = { args: { value: TOWER } };

export const OriginApartmentMissingItems: Story = { args: { value: { ...EMPTY_BUILDING_DETAIL, buildingType: 'apartment', isTower: '0' } } };

export const DestinationEmpty: Story = { args: { value: EMPTY_DESTINATION_BUILDING_DETAIL, label: '引越し先の建物' } };

export const DestinationNewHouseParkingUnknown: Story = { args: { value: NEW_HOUSE, label: '引越し先の建物' } };

export const Mobile: Story = { args: { value: { ...TOWER, floor: '' } }, globals: mobileGlobals };

function Controlled(args: BuildingDetailFieldsProps<BuildingDetailValue>) {
  const [value, setValue] = useArgState(args.value, args.onChange);
  return <BuildingDetailFields {...args} label={args.label && inStoryLanguage(args.label)} value={value} onChange={setValue} />;
}

export const FillApartment: Story = {
  render: Controlled,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: t('マンション・アパート') }));
    await userEvent.click(canvas.getByRole('radio', { name: t('19階以下') }));
    await userEvent.selectOptions(canvas.getByRole('combobox', { name: t('階数') }), '5');
    await expect(canvas.queryByRole('option', { name: t('20階以上') })).toBeNull();
    await userEvent.click(canvas.getByRole('group', { name: t('室内階段の有無') }).querySelector('input[value="0"]')!);
    await expect(canvas.getByRole('status')).toHaveTextContent(t(buildingDetailAlert(['hasElevator', 'parkingAvailability'])!));
  },
};
