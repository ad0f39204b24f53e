import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { AvailabilityAlert, availabilityReasons } from '../ui/index.ts';
import { mobileGlobals } from '../.storybook/viewports.ts';

const meta = {
  title: 'Feedback/AvailabilityAlert',
  component: AvailabilityAlert,
  args: { reasons: ['largeFloorPlan'] },
} satisfies Meta<typeof AvailabilityAlert>;
export default meta;
type Story = StoryObj<typeof meta>;

export const LargeFloorPlan: Story = {};

export const ParkingUnknown: Story = { args: { reasons: ['parkingUnknown'] } };

export const ExtraAndIkeaBelongings: Story = { args: { reasons: ['otherBelongings', 'ikeaBelongings'] } };

export const FromFormValues: Story = {
  args: { reasons: availabilityReasons({ fromFloorPlan: '7', toFloorPlan: '3', toParkingAvailability: '3', hasOtherBelongings: '1', hasIkeaBelongings: '1' }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const Mobile: Story = { args: { reasons: ['largeFloorPlan', 'parkingUnknown'] }, globals: mobileGlobals };
