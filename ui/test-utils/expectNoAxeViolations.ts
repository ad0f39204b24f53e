import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Page-level rules that a component rendered on its own cannot meet (a lone component sits
 * outside any landmark); the pages of app/ are checked against them end to end.
 */
const PAGE_LEVEL_RULES = { region: { enabled: false } };

/** Runs axe on `element` and fails with the rule ids and targets of any violation. */
export async function expectNoAxeViolations(element: Element): Promise<void> {
  const results = await axe.run(element, { resultTypes: ['violations'], rules: PAGE_LEVEL_RULES });
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    targets: violation.nodes.map((node) => node.target.join(' ')),
  }));
  expect(violations).toEqual([]);
}
