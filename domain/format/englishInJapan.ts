const JAPAN = 'Asia/Tokyo';

/**
 * An English formatter in Japan's time zone, made on its first use. Dates read the same in Node and
 * the browser this way (issue 28: Intl in Japan's zone, whatever the machine's; a headless browser
 * or a server runs in UTC), and a page that shows no English date of a kind neither builds it nor
 * carries its options (each is pure to the bundler: unused, it is left out).
 */
export function englishFormat(options: Intl.DateTimeFormatOptions): () => Intl.DateTimeFormat {
  return madeOnFirstUse(() => new Intl.DateTimeFormat('en-US', { ...options, timeZone: JAPAN }));
}

/** The value `make` makes, made once, on the first call. */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: { value: T } | undefined;
  return () => (made ??= { value: make() }).value;
}

/** Noon in Japan on a 'yyyy-MM-dd' (or 'yyyy/MM/dd') calendar day: that day in Japan's calendar. */
export function japanNoonOf(date: string): Date {
  return new Date(`${date.replaceAll('/', '-')}T12:00:00+09:00`);
}

