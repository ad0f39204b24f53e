// Lint setup: typescript-eslint on every layer, plus the import direction between layers:
// domain/ is pure; ui/ is presentational; server/ and app/ never import each other; only server/http/
// knows HTTP statuses; unions of flows come from the registry; the front end imports no domain index.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';

/** A flow id of the registry (domain/flows/flows.ts) as a string literal. */
const FLOW_ID = '/^(estimate|reservation|quickBooking)$/';
const SERVER_NO_FRONT_END = { group: ['**/app/**', '**/ui/**', '**/stories/**'], message: 'server/ does not import front-end code.' };

/** Through an index, every module it re-exports counts as imported by the page (scripts/firstPageChunks.ts). */
const NO_DOMAIN_INDEX = {
  group: ['**/domain/*/index.ts'],
  message: "Import the domain module itself: a page's first chunk takes in every module an index re-exports (scripts/firstPageChunks.ts).",
};

const layer = (files, patterns) => ({
  files,
  rules: { 'no-restricted-imports': ['error', { patterns }] },
});

export default tseslint.config(
  { ignores: ['node_modules/', 'dist/', 'dist-server/', 'storybook-static/', 'coverage/', '.data/', '.visual/', '.storybook/public/', 'tmp/', 'domain/i18n/locales/*.ts'] /* compiled by npm run i18n */ },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  layer(['domain/**'], [
    { group: ['**/app/**', '**/ui/**', '**/server/**', '**/stories/**'], message: 'domain/ is pure: it imports no other layer.' },
    { group: ['react', 'react-dom', 'koa', '@koa/*', '@mui/*', 'mobx*', 'pg', '@electric-sql/*'], message: 'domain/ is pure TypeScript: no React, Koa, browser or database imports.' },
  ]),
  layer(['ui/**'], [
    { group: ['**/app/**', '**/server/**'], message: 'ui/ is presentational: props in, callbacks out.' },
    { group: ['mobx', 'mobx-react-lite'], message: 'ui/ never uses MobX.' },
    NO_DOMAIN_INDEX,
  ]),
  layer(['server/**'], [SERVER_NO_FRONT_END]),
  {
    ...layer(['server/**'], [
      SERVER_NO_FRONT_END,
      { group: ['**/http/errors.ts'], message: 'Services refuse by meaning (server/errors/refusal.ts); only server/http/ turns a refusal into a status.' },
    ]),
    ignores: ['server/http/**'],
  },
  {
    // The flows' unions come from the registry (domain/flows/flows.ts: FlowId, MovingFormFlowId, AnsweredFlowId), issue 36.
    files: ['domain/**/*.ts', 'app/**/*.{ts,tsx}', 'server/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': ['error', {
        selector: `TSUnionType > TSLiteralType[literal.value=${FLOW_ID}] ~ TSLiteralType[literal.value=${FLOW_ID}]`,
        message: 'A union of flows comes from the registry (domain/flows/flows.ts), not written out.',
      }],
    },
  },
  layer(['app/**'], [
    { group: ['**/server/**'], message: 'app/ talks to the server through app/api only.' },
    NO_DOMAIN_INDEX,
  ]),
);
