import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { activeLocale, t } from '../../domain/i18n/i18n.ts';
import { SpokenLanguageFilter } from '../../ui/SpokenLanguageFilter/index.ts';
import type { SpokenLanguageListing } from '../stores/spokenLanguageFilter.ts';

interface SpokenLanguageFilterPanelProps {
  /** The flow's list as the filter leaves it (its store's `listing`). */
  listing: SpokenLanguageListing<{ name: string }>;
  /** Turns the filter on or off (the store's `SpokenLanguageFilter.set`). */
  onChange: (on: boolean) => void;
  /** How many companies the flow lists before the filter: an empty list says so itself. */
  total: number;
  /** What stays over every company while the list is narrowed (quick booking: the calendar's prices). */
  note?: string;
  /** Unselects the chosen companies the filter hides (estimate, reservation); without it they are only named. */
  onUnselectHiddenChosen?: () => void;
}

/**
 * Above a flow's company list on an English page (issue 28): the switch showing only the companies
 * that serve English, with how many do. It cannot be used when none does, and says so; while it
 * narrows the list it names the chosen companies it hides, which stay chosen.
 */
export function SpokenLanguageFilterPanel({ listing, onChange, total, note, onUnselectHiddenChosen }: SpokenLanguageFilterPanelProps) {
  const hidden = listing.hiddenChosen;
  return (
    <Stack spacing={1} data-testid="english-speaking-filter">
      <SpokenLanguageFilter checked={listing.applied} onChange={onChange} count={listing.count} disabled={listing.count === 0} />
      {total > 0 && listing.count === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t(/*i18n*/ 'この一覧に英語対応の業者はありません。')}
        </Typography>
      )}
      {listing.applied && note !== undefined && (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      )}
      {hidden.length > 0 && (
        <Alert
          severity="info"
          action={
            onUnselectHiddenChosen && (
              <Button color="inherit" size="small" onClick={onUnselectHiddenChosen}>
                {t(/*i18n*/ { id: '{count}社の選択を外す', values: { count: hidden.length } })}
              </Button>
            )
          }
        >
          <AlertTitle>{t(/*i18n*/ { id: '選択中の{count}社は英語対応ではありません', values: { count: hidden.length } })}</AlertTitle>
          <Typography variant="body2" lang="ja">
            {new Intl.ListFormat(activeLocale(), { type: 'conjunction' }).format(hidden.map((company) => company.name))}
          </Typography>
          <Typography variant="body2">{t(/*i18n*/ { id: '絞り込み中は一覧に表示しませんが、選択はそのままです（{count}社）。', values: { count: hidden.length } })}</Typography>
        </Alert>
      )}
    </Stack>
  );
}
