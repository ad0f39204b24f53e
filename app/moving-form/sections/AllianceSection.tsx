import { observer } from 'mobx-react-lite';
import { AllianceChoices } from '../../../ui/AllianceChoices/index.ts';
import type { AllianceSelection } from '../AllianceSelection.ts';

/** The alliance partners offered with the move, as checkbox cards. */
export const AllianceSection = observer(function AllianceSection({ alliances, label }: { alliances: AllianceSelection; label?: string }) {
  if (alliances.alliances.length === 0) return null;
  return (
    <AllianceChoices
      label={label}
      alliances={alliances.alliances.map((alliance) => ({
        id: alliance.alliance_id,
        title: alliance.title,
        content: alliance.content,
      }))}
      value={alliances.checked}
      onChange={alliances.choose}
      stale={alliances.stale}
    />
  );
});
