import type { MovingFormState } from './movingFormTypes.ts';
import { EMPTY_BELONGINGS, EMPTY_CONTACT, EMPTY_MOVING_ADDRESS } from './values.ts';

/** An empty form state with the flow's schedule: the shape a flow's saved state is checked against before it is restored. */
export function movingFormStateTemplate<S, C>(schedule: S): MovingFormState<S, C> {
  return {
    address: { ...EMPTY_MOVING_ADDRESS, pickedFromAddress: '', toEdited: false },
    schedule,
    belongings: EMPTY_BELONGINGS,
    contact: EMPTY_CONTACT,
    baggageModalOpened: false,
    closedHints: [],
    companies: [],
    selectedCompanies: [],
    alliances: [],
    checkedAlliances: [],
  };
}
