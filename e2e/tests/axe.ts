import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules axe checks; issue 17 asks for zero serious or critical violations. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe on the screen as it is and records (softly: the journey goes on to its next screens) one
 * line per serious or critical violation: rule, count, the first few elements. The route journeys
 * call it on every screen they reach, so each route of §2 is checked in both languages without a
 * second visit.
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  // Violations only: axe skips building the passes and incomplete lists, most of its time on a large page.
  const { violations } = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const found = violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => {
      const elements = violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')}${node.any[0]?.message ? ` (${node.any[0].message})` : ''}`);
      return `${where} ${violation.id} ×${violation.nodes.length} [${violation.impact}]: ${elements.join(' | ')}`;
    });
  expect.soft(found, found.join('\n')).toEqual([]);
}
