/** Hosts that may be registered over plain http: the developer's own machine (browsers treat them as secure contexts). */
const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * A partner page origin as the browser writes it (`https://example.jp`, `http://localhost:8080`),
 * or an error text. Only https, except loopback hosts; no path, query, fragment or credentials.
 * The result is normalised as the browser serialises origins (lower-case host, default port dropped):
 * what `frame-ancestors` lists and what `postMessage` targets, character for character.
 */
export function parsePartnerOrigin(input: string): { origin: string } | { error: string } {
  let url: URL;
  try {
    url = new URL(input);
  } catch {
    return { error: `"${input}" is not a URL` };
  }
  if (url.protocol !== 'https:' && !(url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname))) {
    return { error: `"${input}" must use https (plain http only for localhost)` };
  }
  if (url.username || url.password || url.search || url.hash || (url.pathname !== '/' && url.pathname !== '')) {
    return { error: `"${input}" must be an origin only (scheme, host and port)` };
  }
  return { origin: url.origin };
}
