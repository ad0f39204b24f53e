import { signedRequestText, signedWriteHeaders, type EmbedPageGrant } from '../../domain/embed/signedWrites.ts';
import type { WriteSigner } from '../api/http.ts';

export interface SignerDeps {
  subtle: SubtleCrypto;
  getRandomValues: (array: Uint8Array<ArrayBuffer>) => Uint8Array<ArrayBuffer>;
  /** The browser's clock, ms. */
  now: () => number;
}

const utf8 = new TextEncoder();

function base64url(bytes: ArrayBuffer | Uint8Array): string {
  let binary = '';
  for (const byte of new Uint8Array(bytes)) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * The signer of one embedded page (see server/embed/page-grant.ts for the scheme): each write gets
 * a fresh random nonce, a timestamp on the server's clock, and an HMAC-SHA256 under the page key of
 * `signedRequestText`. The server's clock is estimated as the grant's issued-at time plus the time
 * elapsed here since the page was read, so a visitor's wrong clock does not matter.
 */
export function createRequestSigner(grant: EmbedPageGrant, pageKey: string, deps: SignerDeps): WriteSigner {
  const serverClockOffset = grant.issuedAt - deps.now();
  const key = deps.subtle.importKey('raw', utf8.encode(pageKey), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  return async ({ method, path, body }) => {
    const fields = {
      ...grant,
      method,
      path,
      timestamp: deps.now() + serverClockOffset,
      requestNonce: base64url(deps.getRandomValues(new Uint8Array(16))),
      bodyDigest: base64url(await deps.subtle.digest('SHA-256', utf8.encode(body))),
    };
    const signature = await deps.subtle.sign('HMAC', await key, utf8.encode(signedRequestText(fields)));
    return signedWriteHeaders(fields, base64url(signature));
  };
}
