import { createHmac } from 'node:crypto';
import { emailKey } from './contact-keys.ts';

/**
 * The address key an estimate or a reservation answers with (spec §7 `janetEncodeAddress`, what
 * the ad partner receives): an HMAC-SHA256 of the normalised e-mail under a key derived from the
 * server's secret, base64url. The same address always gives the same key (the partner can tell a
 * returning visitor), but the key reveals nothing of the address, and without the secret no one can
 * test a guessed address against it. It used to be the base64 of the e-mail itself.
 */
export function addressKey(secret: string, email: string): string {
  const keyForAddresses = createHmac('sha256', secret).update('janet-address-key').digest();
  return createHmac('sha256', keyForAddresses).update(emailKey(email)).digest('base64url');
}
