import { japanToday } from '../../domain/dates/bookableWindow.ts';
import type { Locale } from '../../domain/i18n/locale.ts';
import type { SharingRecord } from '../../domain/sharing/sharingRecord.ts';
import type { Queryable } from '../db/database.ts';
import { allianceWords } from '../marketplace/catalogue-words.ts';
import type { Catalogue } from '../marketplace/catalogue.ts';
import { sharingRecordEndsAt, sharingRecordsOf, type StoredSharing } from './sharing-record-repository.ts';

/**
 * A recipient's name in `locale`: a company's name is a name and stays as it was; a partner service
 * still in the catalogue is named by its title in the page's language, else as it was when it received the data.
 */
function recipientNameIn(catalogue: Catalogue, provision: StoredSharing, locale: Locale): string {
  if (provision.recipientKind === 'company') return provision.recipientName;
  const alliance = catalogue.alliances.find((candidate) => candidate.id === provision.recipientCode);
  return alliance === undefined ? provision.recipientName : allianceWords(alliance, locale).title;
}

/**
 * GET /api/my-move/sharing/: the record of one request's visitor data given to companies and partner
 * services, oldest first, and the day the record ends (its last provision past `retentionDays`).
 */
export async function sharingRecordView(db: Queryable, catalogue: Catalogue, reference: string, locale: Locale, retentionDays: number): Promise<SharingRecord> {
  const provisions = await sharingRecordsOf(db, reference);
  const last = provisions.at(-1);
  return {
    entries: provisions.map((provision) => ({
      recipientKind: provision.recipientKind,
      recipientName: recipientNameIn(catalogue, provision, locale),
      items: provision.items,
      providedAt: provision.providedAt.toISOString(),
    })),
    keptUntil: last === undefined ? null : japanToday(sharingRecordEndsAt(last.providedAt, retentionDays)),
  };
}
