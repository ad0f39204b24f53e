import { observer } from 'mobx-react-lite';
import { lazy } from 'react';
import { AddressModuleSection } from '../../moving-form/sections/AddressSection.tsx';
import { BelongingsSection } from '../../moving-form/sections/BelongingsSection.tsx';
import { useRootStore } from '../../stores/StoreContext.tsx';
import { useReservation } from '../flowContext.ts';
import type { ReservationModule } from '../store/modules.ts';
import { ReservationScheduleSection } from './ReservationScheduleSection.tsx';

/** The modules after step 1; their sections (contact, company list, partners) stay out of step 1's JavaScript. */
const LaterModuleSection = lazy(() => import('./LaterModuleSection.tsx').then((module) => ({ default: module.LaterModuleSection })));

/** One module of the reservation form on its step (spec §2 edit modules). */
export const ReservationModuleSection = observer(function ReservationModuleSection({ module }: { module: ReservationModule }) {
  const root = useRootStore();
  const form = useReservation().form;
  switch (module) {
    case 'fromAddress':
    case 'toAddress':
      return <AddressModuleSection module={module} form={form} />;
    case 'schedule':
      return <ReservationScheduleSection form={form} today={root.today()} />;
    case 'headCount':
      return <BelongingsSection form={form} part="headCount" />;
    case 'belongingsCounts':
      return <BelongingsSection form={form} part="belongings" />;
    default:
      return <LaterModuleSection module={module} />;
  }
});
