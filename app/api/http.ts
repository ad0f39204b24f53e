import type { ApiFieldError } from '../../domain/api/errors.ts';

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

/** Error code of a response that could not be read as JSON or a network failure. */
export const NETWORK_ERROR_CODE = 'NETWORK_ERROR';

/**
 * JSON over fetch. A call to a path that still has a call in flight aborts the earlier one, which
 * then resolves as `cancelled` for its caller to ignore (spec §7). Never throws: failures are results.
 */
export function createHttp({ fetch: fetchFn, csrfToken, baseUrl = '', signWrite }: HttpOptions): Http {
  const inFlight = new Map<string, AbortController>();

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
    get: (path, query) => send(path + queryString(query), { method: 'GET', headers: { accept: 'application/json' } }),
    async post(path, body) {
      const text = JSON.stringify(body);
      const signature = signWrite ? await signWrite({ method: 'POST', path, body: text }) : {};
      return send(path, {
        method: 'POST',
        headers: { accept: 'application/json', 'content-type': 'application/json', 'X-CSRF-Token': csrfToken, ...signature },
        body: text,
      });
    },
  };
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
  return [{ code: `HTTP_${status}`, message: `HTTP ${status}`, field: null }];
}

/** The page's CSRF token; a page without one is a programming error (spec §8). */
export function readCsrfToken(doc: Pick<Document, 'querySelector'>): string {
  const token = doc.querySelector('meta[name="csrf-token"]')?.getAttribute('content');
  if (!token) throw new Error('CSRF token is not defined');
  return token;
}
