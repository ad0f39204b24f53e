import type { Rolldown } from 'vite';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;
type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null };

/** React keeps a chunk of its own: its content is the same in most pages' builds, so one file serves them from the cache. */
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/**
 * Modules that import what they never give a page: MUI's high-contrast theme helper, re-exported by
 * '@mui/material/styles' (whose `styled` every page imports) and used by none of ours, imports the
 * class names of a dozen components (Autocomplete's, FilledInput's…); counted, they sat in every
 * first chunk for the later steps that use them.
 */
const NEVER_IMPORTED = /[\\/]@mui[\\/]material[\\/]styles[\\/]enhanceHighContrast\.mjs$/;
/** A page's entry module: app/<page>/main.tsx. */
const PAGE_MAIN = /[\\/]app[\\/]([^\\/]+)[\\/]main\.tsx$/;
/**
 * The chunking of the build of one page (scripts/build-client.ts): the modules its first load
 * imports statically go into one chunk ('first-page-kantan-yoyaku'), compressed as one. Left to the
 * default, they were split by which lazy steps also used them into a dozen small chunks, each
 * compressed apart, which cost step 1 of quick booking several KB of gzip. Modules only lazy steps
 * use keep the default chunking.
 *
 * The front end imports packages by their modules ('@mui/material/Button', 'date-fns/addDays'),
 * never through a package's index: through an index every module of the package would count as
 * imported by the first page. Likewise within our code (the lint keeps app/ and ui/ off domain/'s
 * indexes): every import of a module the first page
 * imports counts, even one only a lazy step's export of that module uses, so what only later steps
 * need lives in modules of its own, not beside what the first page imports, and a module the first
 * page imports builds nothing at module level that the bundler cannot drop (a zod schema:
 * domain/api/pricePartSchema.ts beside priceLines.ts).
 */
export function firstPageChunks(page: string): CodeSplitting {
  const reached = new Map<string, boolean>();
  /** Whether the page's main.tsx imports `id` statically, directly or through other modules. */
  function onFirstLoad(id: string, graph: ModuleGraph, visiting: Set<string>): boolean {
    const known = reached.get(id);
    if (known !== undefined) return known;
    const own = PAGE_MAIN.exec(id)?.[1];
    if (own !== undefined) return own === page;
    if (visiting.has(id) || NEVER_IMPORTED.test(id)) return false;
    visiting.add(id);
    const imported = (graph.getModuleInfo(id)?.importers ?? []).some((importer) => onFirstLoad(importer, graph, visiting));
    visiting.delete(id);
    reached.set(id, imported);
    return imported;
  }
  return {
    // A group must not pull in its modules' dependencies: a module only a lazy step imports would
    // then load with the first page.
    includeDependenciesRecursively: false,
    groups: [
      { name: 'react', test: REACT, priority: 2 },
      {
        // The entry module stays in its entry chunk, which runs it (bootFlow).
        debugName: 'first-page',
        name: (id, graph) => (!PAGE_MAIN.test(id) && onFirstLoad(id, graph, new Set()) ? `first-page-${page}` : null),
        priority: 1,
      },
    ],
  };
}
