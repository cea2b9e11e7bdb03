import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** Each violation as a line a person can act on: the rule, its impact and the first elements it found. */
export async function violationsOf(page: Page): Promise<string[]> {
  const { violations } = await new AxeBuilder({ page })
    // WCAG 2.5.3 (label in name): a standard rule from axe 4.14, still experimental in the 4.13 this suite runs (the
    // last whose Playwright binding supports Node 20), so it is turned on here.
    .options({ rules: { 'label-content-name-mismatch': { enabled: true } } })
    .analyze();
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => node.target.join(' '))
        .join(' | ')}`,
  );
}
