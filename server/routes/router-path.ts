/** The prefix the API's one router puts before every route's path (server/api.ts). */
export const API_PREFIX = '/api';

/** The path to register a route under on the API's router, which adds the prefix itself. */
export function routerPath(path: string): string {
  return path.slice(API_PREFIX.length);
}
