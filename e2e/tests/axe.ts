import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** The WCAG 2.1 A and AA rules axe checks; issue 17 asks for zero serious or critical violations. */
const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
const BLOCKING = new Set(['serious', 'critical']);

/** What a screen shows while its data loads. */
const LOADING = 'main .ant-skeleton, main .ant-spin-spinning, main [aria-busy="true"]';

/** Pages whose layout (header, navigation, footer) axe has already checked. */
const layoutChecked = new WeakSet<Page>();

/**
 * Runs axe on the screen as it is and records (softly: the journey goes on to its next screens) one
 * line per serious or critical violation: rule, count, the first few elements. The route journeys
 * call it on every screen they reach, so each route of §2 is checked in both languages without a
 * second visit. The first call on a page checks the whole page; later ones only its `main` (the
 * screen: the layout around it is the same one).
 */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  // The screen as its user reads it: loaded, not its skeleton or spinner (a form shown once its data has come is checked too).
  await expect(page.locator(LOADING)).toHaveCount(0, { timeout: 15_000 });
  // Violations only: axe skips building the passes and incomplete lists, most of its time on a large page.
  const axe = new AxeBuilder({ page }).withTags(WCAG_TAGS).options({ resultTypes: ['violations'] });
  if (layoutChecked.has(page)) axe.include('main');
  else layoutChecked.add(page);
  const { violations } = await axe.analyze();
  const found = violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => {
      const elements = violation.nodes.slice(0, 3).map((node) => `${node.target.join(' ')}${node.any[0]?.message ? ` (${node.any[0].message})` : ''}`);
      return `${where} ${violation.id} ×${violation.nodes.length} [${violation.impact}]: ${elements.join(' | ')}`;
    });
  expect.soft(found, found.join('\n')).toEqual([]);
}
