import type { Rolldown } from 'vite';

type CodeSplitting = Exclude<NonNullable<Rolldown.OutputOptions['codeSplitting']>, boolean>;
type ModuleGraph = { getModuleInfo(id: string): { importers: readonly string[] } | null };

/** React is loaded by every flow's page: it keeps chunks of its own. */
const REACT = /node_modules[\\/](react|react-dom|scheduler)[\\/]/;
/** A page's entry module: app/<page>/main.tsx. */
const PAGE_MAIN = /[\\/]app[\\/]([^\\/]+)[\\/]main\.tsx$/;
/**
 * The build's chunking for `pages` (the folders of app/ it builds): the modules a page's first load
 * imports statically go into one chunk per set of pages that import them ('first-page-kantan-yoyaku' for those of quick booking alone, 'first-page-mitsumori-and-reservation' for those two share).
 * Left to the default, they were split by which lazy steps also used them into a dozen small
 * chunks, each compressed apart, which cost step 1 of quick booking several KB of gzip. Modules
 * only lazy steps use keep the default chunking.
 *
 * The front end imports packages by their modules ('@mui/material/Button', 'date-fns/addDays'),
 * never through a package's index: through an index every module of the package would count as
 * imported by the first page that imports the index. Likewise within our code: every import of
 * a module the first page imports counts, even one only a lazy step's export of that module uses,
 * so what only later steps need lives in modules of its own, not beside what the first page
 * imports, and a module the first page imports builds nothing at module level that the bundler
 * cannot drop (a zod schema: domain/api/pricePartSchema.ts beside priceLines.ts).
 */
export function firstPageChunks(pages: readonly string[]): CodeSplitting {
  const built: ReadonlySet<string> = new Set(pages);
  const reached = new Map<string, ReadonlySet<string>>();
  /** The flows whose main.tsx imports `id` statically, directly or through other modules. */
  function flowsImporting(id: string, graph: ModuleGraph, visiting: Set<string>): ReadonlySet<string> {
    const known = reached.get(id);
    if (known) return known;
    const own = PAGE_MAIN.exec(id)?.[1];
    if (own !== undefined) return new Set(built.has(own) ? [own] : []);
    if (visiting.has(id)) return new Set();
    visiting.add(id);
    const flows = new Set<string>();
    for (const importer of graph.getModuleInfo(id)?.importers ?? []) {
      for (const flow of flowsImporting(importer, graph, visiting)) flows.add(flow);
    }
    visiting.delete(id);
    reached.set(id, flows);
    return flows;
  }
  return {
    // A group must not pull in its modules' dependencies: those another flow also imports would
    // then make that flow's page load this flow's chunk (each dependency is named by its own flows).
    includeDependenciesRecursively: false,
    groups: [
      { name: 'react', test: REACT, priority: 2 },
      {
        name: (id, graph) => {
          // An entry module stays in its entry chunk: grouped, its top level (bootFlow) would run
          // in any page that loads a module of the same group lazily, booting another flow there.
          if (PAGE_MAIN.test(id)) return null;
          const flows = [...flowsImporting(id, graph, new Set())].sort();
          return flows.length > 0 ? `first-page-${flows.join('-and-')}` : null;
        },
        priority: 1,
      },
    ],
  };
}
