import Typography from '@mui/material/Typography';
import { observer } from 'mobx-react-lite';
import { dateInWords } from '../../../domain/format/japanTime.ts';
import { activeLocale, t } from '../../../domain/i18n/i18n.ts';
import { recordStaysMessage, type SharingRecord } from '../../../domain/sharing/sharingRecord.ts';
import { SharingRecordList } from '../../../ui/SharingRecordList/index.ts';
import type { MyMoveStore } from '../MyMoveStore.ts';
import { Part } from './Part.tsx';

/**
 * Who received the visitor's data (APPI Art. 29): each company and partner service, the items its
 * message carried and when, and what of the record outlives erasure. Left out until it is loaded.
 */
export const SharingSection = observer(function SharingSection({ store }: { store: MyMoveStore }) {
  const record = store.sharing;
  if (record === null) return null;
  const title = t(/*i18n*/ 'お客様の情報の提供先');
  return (
    <Part title={title}>
      <Typography sx={{ mb: 1.5 }}>
        {t(/*i18n*/ 'このご依頼で、お客様の情報を次の引越し業者・提携サービスにお送りしました。送った項目と日時です（電話番号は、電話でのご連絡を選ばれた場合とかんたん予約でのみお送りしています）。')}
      </Typography>
      <SharingRecordList
        label={title}
        keptUntil={record.keptUntil}
        entries={record.entries.map((entry, index) => ({ ...entry, id: String(index) }))}
      />
    </Part>
  );
});

/** What of the record stays once the visitor's data is erased, and until when: said before erasing and after. */
export function recordStaysInWords(record: SharingRecord | null): string | null {
  if (record?.keptUntil == null) return null;
  return t(recordStaysMessage(dateInWords(record.keptUntil, activeLocale())));
}
