import type { Locale } from '../../domain/i18n/locale.ts';

/**
 * The vitest projects that run every story (vitest.config.ts): in Japanese, and in English, the
 * other script the components lay out (longer words, Latin line breaks). Chinese and Vietnamese
 * stories are offered by Storybook's toolbar; their pages are walked end to end (tests/e2e/).
 */
export const STORY_PROJECTS = { ja: 'storybook', en: 'storybook-en' } as const satisfies Partial<Record<Locale, string>>;

/**
 * The one project whose stories are pictured and compared with a baseline (issue 35: component
 * pictures in one language); the others run each story's play function and accessibility check.
 */
export const PICTURED_PROJECT = STORY_PROJECTS.ja;

/** Whether the running project is the pictured one: vitest names it after its browser too (`storybook (chromium)`). */
export function isPicturedProject(runningProject: string | undefined): boolean {
  return runningProject === PICTURED_PROJECT || Boolean(runningProject?.startsWith(`${PICTURED_PROJECT} (`));
}

/** Vitest's message when a picture has no baseline (with or without its "a new one was created" note). */
const MISSING_BASELINE = 'No existing reference screenshot found';

/**
 * The failure to report for a picture the matcher refused: a missing baseline says how to create it
 * (vitest's own message does not, and outside CI it writes the file, so the next run would pass on a
 * picture nobody looked at); any other failure is reported as vitest wrote it.
 */
export function pictureFailure(error: unknown, storyPath: string, root: string): unknown {
  if (!(error instanceof Error) || !error.message.includes(MISSING_BASELINE)) return error;
  const storyFile = storyPath.startsWith(`${root}/`) ? storyPath.slice(root.length + 1) : storyPath;
  return new Error(
    `This story has no baseline picture. Create it with \`npx vitest run --project ${PICTURED_PROJECT} ${storyFile} -u\` ` +
      '(or `npm run test:visual -- --update` for every story), look at the new PNG under stories/__screenshots__/ and commit it with the story.',
    { cause: error },
  );
}
