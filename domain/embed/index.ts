export type { EmbedPageGrant, SignedRequestFields } from './signedWrites.ts';
export {
  EMBED_HEADERS,
  EMBED_PAGE_META,
  EMBED_CLOCK_WINDOW_MS,
  EMBED_PAGE_LIFETIME_MS,
  PARTNER_ID_PATTERN,
  EMBED_NONCE_PATTERN,
  pageGrantText,
  signedRequestText,
  signedWriteHeaders,
} from './signedWrites.ts';
export type { EmbedParentMessage } from './parentMessages.ts';
