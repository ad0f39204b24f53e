import { styled } from '@mui/material/styles';
import { useId } from 'react';
import { dateInWords, formatJapanDateTime } from '../../domain/format/japanTime.ts';
import { activeLocale, t } from '../../domain/i18n/i18n.ts';
import { recordStaysMessage, SHARED_ITEM_LABELS, type SharingRecipientKind } from '../../domain/sharing/sharingRecord.ts';
import { MixedText, japaneseNameProps } from '../internal/JapaneseName.tsx';
import type { SharingRecordEntry, SharingRecordListProps } from './SharingRecordList.types.ts';

const SharingRecordListRoot = styled('div', { name: 'HkSharingRecordList', slot: 'Root' })(({ theme }) => ({
  ...theme.typography.body2,
  display: 'grid',
  gap: theme.spacing(1.5),
  '& .HkSharingRecordList-list': { display: 'grid', gap: theme.spacing(1), margin: 0, padding: 0, listStyle: 'none' },
  '& .HkSharingRecordList-entry': {
    display: 'grid',
    gap: theme.spacing(0.75),
    padding: theme.spacing(1.5),
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: theme.radius.md,
    backgroundColor: theme.palette.surface.raised,
  },
  '& .HkSharingRecordList-head': { display: 'flex', flexWrap: 'wrap', alignItems: 'baseline', columnGap: theme.spacing(1), rowGap: theme.spacing(0.5) },
  '& .HkSharingRecordList-name': { ...theme.typography.subtitle1, overflowWrap: 'anywhere' },
  '& .HkSharingRecordList-kind': {
    ...theme.typography.caption,
    padding: theme.spacing(0.25, 1),
    borderRadius: theme.radius.sm,
    border: `1px solid ${theme.palette.divider}`,
    color: theme.palette.text.secondary,
    whiteSpace: 'nowrap',
  },
  '& .HkSharingRecordList-when': { color: theme.palette.text.secondary },
  '& .HkSharingRecordList-items': { display: 'flex', flexWrap: 'wrap', gap: theme.spacing(0.5), margin: 0, padding: 0, listStyle: 'none' },
  '& .HkSharingRecordList-item': {
    ...theme.typography.caption,
    padding: theme.spacing(0.25, 1),
    borderRadius: theme.radius.sm,
    backgroundColor: theme.palette.surface.muted,
  },
  '& .HkSharingRecordList-note': { margin: 0, color: theme.palette.text.secondary },
}));

const KIND_LABELS: Readonly<Record<SharingRecipientKind, string>> = {
  company: /*i18n*/ '引越し業者',
  partner: /*i18n*/ '提携サービス',
};

/**
 * The record of the visitor's data given to companies and partner services (APPI Art. 29): each
 * recipient with the items its message carried and when, and what of the record stays after the
 * visitor's data is erased, and why.
 */
export function SharingRecordList({ entries, label, keptUntil, className, ref }: SharingRecordListProps) {
  return (
    <SharingRecordListRoot ref={ref} className={className}>
      {entries.length === 0 ? (
        <p className="HkSharingRecordList-note">{t(/*i18n*/ 'このご依頼の情報を提供した記録はありません。')}</p>
      ) : (
        <ul className="HkSharingRecordList-list" aria-label={label}>
          {entries.map((entry) => <SharingEntry key={entry.id} entry={entry} />)}
        </ul>
      )}
      {keptUntil !== null && (
        <p className="HkSharingRecordList-note">
          {t(recordStaysMessage(dateInWords(keptUntil, activeLocale())))}
        </p>
      )}
    </SharingRecordListRoot>
  );
}

/** One recipient, its item named by it (a screen reader moving through the list hears who received what). */
function SharingEntry({ entry }: { entry: SharingRecordEntry }) {
  const nameId = useId();
  const locale = activeLocale();
  return (
    <li className="HkSharingRecordList-entry" aria-labelledby={nameId} data-kind={entry.recipientKind}>
      <div className="HkSharingRecordList-head">
        {entry.recipientKind === 'company' ? (
          <span className="HkSharingRecordList-name" id={nameId} {...japaneseNameProps()}>{entry.recipientName}</span>
        ) : (
          <span className="HkSharingRecordList-name" id={nameId}><MixedText>{entry.recipientName}</MixedText></span>
        )}
        <span className="HkSharingRecordList-kind">{t(KIND_LABELS[entry.recipientKind])}</span>
      </div>
      <span className="HkSharingRecordList-when">
        {t(/*i18n*/ { id: '提供日時：{time}', values: { time: formatJapanDateTime(entry.providedAt, locale) } })}
      </span>
      <ul className="HkSharingRecordList-items" aria-label={t(/*i18n*/ '提供した項目')}>
        {entry.items.map((item) => <li key={item} className="HkSharingRecordList-item">{t(SHARED_ITEM_LABELS[item])}</li>)}
      </ul>
    </li>
  );
}
