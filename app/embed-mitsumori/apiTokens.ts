import { EMBED_PAGE_META, type EmbedPageGrant } from '../../domain/embed/signedWrites.ts';

/** What the embedded page was rendered with (spec §6): its signed grant, its page key, and who frames it. */
export interface EmbedPageTokens {
  grant: EmbedPageGrant;
  /** The key every write's signature is made with; it never leaves the page. */
  pageKey: string;
  /** The partner's registered origins, the only ones the page posts messages to. */
  parentOrigins: string[];
}

/** The embedded page's tokens from its `<meta>` tags; a page without them is a programming error (spec §8). */
export function readApiTokens(doc: Pick<Document, 'querySelector'>): EmbedPageTokens {
  const read = (name: string) => doc.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? '';
  const grant = {
    partner: read(EMBED_PAGE_META.partner),
    keyVersion: Number(read(EMBED_PAGE_META.keyVersion)),
    issuedAt: Number(read(EMBED_PAGE_META.pageIssuedAt)),
    pageNonce: read(EMBED_PAGE_META.pageNonce),
  };
  const pageKey = read(EMBED_PAGE_META.pageKey);
  const parentOrigins = read(EMBED_PAGE_META.parentOrigins).split(' ').filter(Boolean);
  if (!grant.partner || !grant.pageNonce || !pageKey || !(grant.keyVersion > 0) || !(grant.issuedAt > 0) || parentOrigins.length === 0) {
    throw new Error('API tokens are not defined');
  }
  return { grant, pageKey, parentOrigins };
}
