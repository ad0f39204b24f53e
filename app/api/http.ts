import { API_ERROR_CODES, type ApiFieldError } from '../../domain/api/errors.ts';
import type { Locale } from '../../domain/i18n/locale.ts';

/** The answer of one call: the data, the server's errors, or a cancellation by a newer call to the same path. */
export type ApiResult<T> =
  | { kind: 'ok'; data: T }
  | { kind: 'failed'; status: number; errors: ApiFieldError[] }
  | { kind: 'cancelled' };

export interface HttpOptions {
  fetch: typeof fetch;
  /** Value of `<meta name="csrf-token">`, sent with every POST as `X-CSRF-Token` (spec §6). */
  csrfToken: string;
  /** Prepended to every path; '' for the page's own origin. */
  baseUrl?: string;
  /** Headers for each POST made from its exact body: the embedded form's signature (spec §6). */
  signWrite?: WriteSigner;
  /** A private link's token, sent with every call as `Authorization: Bearer <token>` (the visitor's page, the lead page). */
  bearerToken?: string;
  /**
   * The page's language, sent with every call as `Accept-Language`: the server's messages and place
   * names come in it, whatever languages the browser itself prefers.
   * @default 'ja'
   */
  locale?: Locale;
}

/** A write about to be sent: what its signature covers. */
export interface WriteToSign {
  method: string;
  /** The path as requested, e.g. `/api/estimate/`. */
  path: string;
  /** The exact body text sent. */
  body: string;
}

/** Resolves to the headers that sign one write. */
export type WriteSigner = (write: WriteToSign) => Promise<Record<string, string>>;

export interface Http {
  get<T>(path: string, query?: Readonly<Record<string, string | number>>): Promise<ApiResult<T>>;
  post<T>(path: string, body: unknown): Promise<ApiResult<T>>;
}

/** How often, and how far apart, a write whose key is still running on the server is sent again. */
const IN_FLIGHT_TRIES = 20;
const IN_FLIGHT_WAIT_MS = 500;

/** Error code of a response that could not be read as JSON or a network failure. */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';

/** The prefix of the code the client gives an answer that is not our API's (`HTTP_502` from a proxy's page). */
const NOT_OUR_ANSWER = 'HTTP_';

/**
 * The server's own words for a failed call, in the page's language; undefined where it gave none (no
 * connection, or an answer not from our API): the client's made-up message then is not for the visitor.
 */
export function serverReasonOf(errors: readonly ApiFieldError[]): string | undefined {
  const first = errors[0];
  return first === undefined || first.code === NETWORK_ERROR_CODE || first.code.startsWith(NOT_OUR_ANSWER) ? undefined : first.message;
}

/**
 * JSON over fetch. A call to a path that still has a call in flight aborts the earlier one, which
 * then resolves as `cancelled` for its caller to ignore (spec §7). Every write carries an
 * `Idempotency-Key`. Never throws: failures are results.
 */
export function createHttp({ fetch: fetchFn, csrfToken, baseUrl = '', signWrite, bearerToken, locale = 'ja' }: HttpOptions): Http {
  const common: Record<string, string> = { accept: 'application/json', 'accept-language': locale, ...(bearerToken === undefined ? {} : { authorization: `Bearer ${bearerToken}` }) };
  const inFlight = new Map<string, AbortController>();
  const writeKeys = new Map<string, { body: string; key: string }>();

  /**
   * The `Idempotency-Key` of a write: the same body sent again to the same path (a second click, a
   * retry after an answer that never came) carries the key of the first, so the server answers it
   * as the first instead of acting twice; any other body gets a new key.
   */
  function idempotencyKey(path: string, body: string): string {
    const earlier = writeKeys.get(path);
    const key = earlier?.body === body ? earlier.key : randomKey();
    writeKeys.set(path, { body, key });
    return key;
  }

  async function send<T>(path: string, init: RequestInit): Promise<ApiResult<T>> {
    inFlight.get(path)?.abort();
    const controller = new AbortController();
    inFlight.set(path, controller);
    try {
      const response = await fetchFn(baseUrl + path, { ...init, signal: controller.signal, credentials: 'same-origin' });
      const body: unknown = await response.json().catch(() => null);
      if (controller.signal.aborted) return { kind: 'cancelled' };
      if (response.ok) return { kind: 'ok', data: body as T };
      return { kind: 'failed', status: response.status, errors: errorsOf(body, response.status) };
    } catch (error) {
      if (controller.signal.aborted) return { kind: 'cancelled' };
      const message = error instanceof Error ? error.message : String(error);
      return { kind: 'failed', status: 0, errors: [{ code: NETWORK_ERROR_CODE, message, field: null }] };
    } finally {
      if (inFlight.get(path) === controller) inFlight.delete(path);
    }
  }

  return {
    get: (path, query) => send(path + queryString(query), { method: 'GET', headers: common }),
    async post<T>(path: string, body: unknown): Promise<ApiResult<T>> {
      const text = JSON.stringify(body);
      const key = idempotencyKey(path, text);
      for (let tries = 1; ; tries++) {
        // Signed anew each time: a signature is good for one request.
        const signature = signWrite ? await signWrite({ method: 'POST', path, body: text }) : {};
        const headers = { ...common, 'content-type': 'application/json', 'X-CSRF-Token': csrfToken, 'Idempotency-Key': key, ...signature };
        const result = await send<T>(path, { method: 'POST', headers, body: text });
        // The same write is still running on the server (a second tab, a click before the first answer): wait for its answer.
        const stillRunning = result.kind === 'failed' && result.errors.some((error) => error.code === API_ERROR_CODES.idempotencyKeyInFlight);
        if (!stillRunning || tries >= IN_FLIGHT_TRIES) return result;
        await new Promise((resolve) => setTimeout(resolve, IN_FLIGHT_WAIT_MS));
      }
    },
  };
}

/** 128 random bits as hex (crypto.randomUUID exists on secure origins only). */
function randomKey(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

function queryString(query: Readonly<Record<string, string | number>> | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  return `?${params.toString()}`;
}

function errorsOf(body: unknown, status: number): ApiFieldError[] {
  if (typeof body === 'object' && body !== null && Array.isArray((body as { errors?: unknown }).errors)) {
    return (body as { errors: ApiFieldError[] }).errors;
  }
  return [{ code: `${NOT_OUR_ANSWER}${status}`, message: `HTTP ${status}`, field: null }];
}

/** The page's CSRF token; a page without one is a programming error (spec §8). */
export function readCsrfToken(doc: Pick<Document, 'querySelector'>): string {
  const token = doc.querySelector('meta[name="csrf-token"]')?.getAttribute('content');
  if (!token) throw new Error('CSRF token is not defined');
  return token;
}
