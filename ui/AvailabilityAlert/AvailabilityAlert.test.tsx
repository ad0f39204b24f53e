import { describe, expect, it } from 'vitest';
import { describeConformance, renderWithTheme } from '../test-utils/index.ts';
import { AvailabilityAlert } from './AvailabilityAlert.tsx';
import { availabilityReasons } from './availabilityReasons.ts';

describeConformance('AvailabilityAlert', {
  themeName: 'HkAvailabilityAlert',
  render: (props) => <AvailabilityAlert reasons={['largeFloorPlan', 'parkingUnknown']} {...props} />,
});

describe('availabilityReasons', () => {
  it('flags floor plans of 5 or more in either flow, at either end', () => {
    expect(availabilityReasons({ fromFloorPlan: '4', toFloorPlan: '04' })).toEqual([]);
    expect(availabilityReasons({ fromFloorPlan: '5', toFloorPlan: '1' })).toEqual(['largeFloorPlan']);
    expect(availabilityReasons({ fromFloorPlan: '01', toFloorPlan: '05' })).toEqual(['largeFloorPlan']);
  });

  it('flags unknown destination parking and declared extra or IKEA belongings', () => {
    expect(availabilityReasons({ toParkingAvailability: '2', hasOtherBelongings: '', hasIkeaBelongings: false })).toEqual([]);
    expect(availabilityReasons({ toParkingAvailability: '3', hasOtherBelongings: '1', hasIkeaBelongings: '1' })).toEqual(
      ['parkingUnknown', 'otherBelongings', 'ikeaBelongings'],
    );
  });
});

describe('AvailabilityAlert', () => {
  it('lists one line per reason', async () => {
    const screen = await renderWithTheme(<AvailabilityAlert reasons={['parkingUnknown', 'ikeaBelongings']} />);
    await expect.element(screen.getByRole('status')).toHaveTextContent('ご確認ください');
    expect(screen.getByRole('listitem').elements()).toHaveLength(2);
  });

  it('renders nothing without a reason', async () => {
    const screen = await renderWithTheme(<AvailabilityAlert reasons={[]} />);
    expect(screen.container.textContent).toBe('');
  });
});
