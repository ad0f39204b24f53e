import type { RootStore } from '../stores/RootStore.ts';
import type { MovingFormDeps } from './movingFormTypes.ts';

/** What a flow's moving form takes from the page's root store. */
export function movingFormDepsOf(root: RootStore): MovingFormDeps {
  return {
    cities: root.cities,
    belongingsMaster: root.belongingsMaster,
    checkEmail: (email) => root.api.reference.email(email),
    today: () => root.today(),
    locale: root.locale,
  };
}
