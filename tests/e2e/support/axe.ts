import { AxeBuilder } from '@axe-core/playwright';
import type { Page } from 'playwright-core';

/** One axe finding, short enough to read in a failed assertion. */
export interface AxeFinding {
  id: string;
  impact: string;
  help: string;
  targets: string[];
}

const BLOCKING = new Set(['serious', 'critical']);

/**
 * Runs axe-core (WCAG 2.x A/AA and best-practice rules) on the page as it is now and returns the
 * violations of impact serious or critical; `[]` when there are none.
 */
export async function seriousAxeViolations(page: Page): Promise<AxeFinding[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations
    .filter((violation) => BLOCKING.has(violation.impact ?? ''))
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact ?? '',
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}
