import { describe, expect, it } from 'vitest';
import { BUDGET_CEILING_KB, FIRST_PAGE_BUDGET_KB, OTHER_LANGUAGE_ALLOWANCE_KB, PRIVATE_PAGE_BUDGET_KB } from './budgets.ts';
import { FLOW_PAGE_BUDGETS } from '../../domain/flows/pageBudgets.ts';
import { checkBudgets, type PageFigure } from './check.ts';
import { charactersBySource, ownerOf } from './composition.ts';

const module = (path: string, kb: number) => ({ module: path, owner: ownerOf(path), bytes: kb * 3000, gzipBytes: kb * 1024 });
const page = (name: string, jsGzipKb: number, modules = [module('node_modules/react-dom/cjs/react-dom-client.production.js', 61.2)]): PageFigure => ({ page: name, jsGzipKb, modules });

describe('checkBudgets', () => {
  it('passes pages within their budgets', () => {
    const { rows, failures } = checkBudgets([page('mitsumori', FIRST_PAGE_BUDGET_KB), page('en/mitsumori', FIRST_PAGE_BUDGET_KB + OTHER_LANGUAGE_ALLOWANCE_KB), page('lead', PRIVATE_PAGE_BUDGET_KB)], {});
    expect(failures).toEqual([]);
    expect(rows.map((row) => [row.page, row.budget.kb, row.over])).toEqual([
      ['mitsumori', FIRST_PAGE_BUDGET_KB, false],
      ['en/mitsumori', FIRST_PAGE_BUDGET_KB + OTHER_LANGUAGE_ALLOWANCE_KB, false],
      ['lead', PRIVATE_PAGE_BUDGET_KB, false],
    ]);
  });

  it('fails a page over its budget, naming it and its largest modules', () => {
    const grown = page('mitsumori', FIRST_PAGE_BUDGET_KB + 0.1, [module('app/mitsumori/pages/InputStepPage.tsx', 20), module('node_modules/@mui/material/Dialog/Dialog.mjs', 1.4)]);
    const { failures } = checkBudgets([grown, page('reservation', 150)], {});
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain(`/mitsumori/ loads ${(FIRST_PAGE_BUDGET_KB + 0.1).toFixed(1)} KB of JavaScript`);
    expect(failures[0]).toContain('by 0.1 KB');
    expect(failures[0]).toMatch(/20\.0 KB {2}app\/mitsumori\/pages\/InputStepPage\.tsx\n.*1\.4 KB {2}node_modules\/@mui\/material\/Dialog\/Dialog\.mjs/);
  });

  it("holds a page in another language to its Japanese page's measured size plus the allowance", () => {
    const { failures } = checkBudgets([page('reservation', 150), page('en/reservation', 150 + OTHER_LANGUAGE_ALLOWANCE_KB + 0.1)], {});
    expect(failures).toHaveLength(1);
    expect(failures[0]).toContain('/en/reservation/ loads');
    expect(failures[0]).toContain('/reservation/ 150.0 + 12');
  });

  it('holds a page that reached its figure above the rule to that figure, never above the ceiling', () => {
    const reached = { mitsumori: { kb: 165.5, why: 'the fixed libraries' } };
    const { rows, failures } = checkBudgets([page('mitsumori', 165.6)], reached);
    expect(rows[0]!.budget.rule).toBe('reached (the fixed libraries)');
    expect(failures[0]).toContain('over its budget of 165.5 KB (reached (the fixed libraries)) by 0.1 KB');
    expect(() => checkBudgets([page('mitsumori', 160)], { mitsumori: { kb: BUDGET_CEILING_KB + 0.5, why: '' } })).toThrow(/above the ceiling/);
  });

  it('keeps every reached budget at or under the ceiling', () => {
    for (const reached of Object.values(FLOW_PAGE_BUDGETS)) if (reached) expect(reached.kb).toBeLessThanOrEqual(BUDGET_CEILING_KB);
  });

  it('fails a private page over its budget', () => {
    expect(checkBudgets([page('my-move', PRIVATE_PAGE_BUDGET_KB + 1)], {}).failures[0]).toContain('/my-move/ loads');
  });
});

describe('charactersBySource', () => {
  it("counts each segment's characters up to the next segment, or the line's end, for its source", () => {
    // Line 1: 'abcdef' — columns 0–1 from source 0, 2–5 from source 1. Line 2: 'xyz' — column 0 unmapped, 1–2 from source 0.
    // Segments: AAAA (col 0, src 0); EC (col +2, src +1); then line 2: A (col 0, no source); CDAA (col +1, src -1).
    const counts = charactersBySource('abcdef\nxyz', 'AAAA,ECAA;A,CDAA');
    expect(Object.fromEntries(counts)).toEqual({ 0: 2 + 2, 1: 4, [-1]: 1 + 1 + 1 });
  });

  it('names the package a module belongs to', () => {
    expect(ownerOf('node_modules/@mui/material/Button/Button.mjs')).toBe('@mui/material');
    expect(ownerOf('node_modules/mobx/dist/mobx.mjs')).toBe('mobx');
    expect(ownerOf('app/forms/StepForm.tsx')).toBe('our code');
  });
});
