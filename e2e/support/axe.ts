import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect } from '@playwright/test';

/** WCAG 2.0 and 2.1, levels A and AA: what every screen of Jemput must pass. */
export const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/**
 * Runs axe on the page as it stands (its animations finished) and fails on any violation of `tags`, listing each rule with
 * the elements it found (so a failure says what to fix). `exclude`: selectors axe leaves out,
 * each only for content that is not ours (say why where it is used).
 */
export async function expectNoAxeViolations(
  page: Page,
  { tags = WCAG_AA, exclude = [] }: { tags?: string[]; exclude?: string[] } = {},
): Promise<void> {
  // Contrast is judged as drawn once the screen settles: a transition still running (a button
  // fading in as its data arrives) would be measured halfway. Finite animations and transitions
  // jump to their end; endless ones (a spinner) run on.
  await page.evaluate(() => {
    for (const animation of document.getAnimations()) {
      if (Number.isFinite(animation.effect?.getComputedTiming().endTime)) animation.finish();
    }
  });
  let builder = new AxeBuilder({ page }).withTags(tags);
  for (const selector of exclude) builder = builder.exclude(selector);
  const { violations } = await builder.analyze();
  const found = violations.map((violation) => ({
    rule: violation.id,
    help: violation.help,
    nodes: violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`),
  }));
  expect(found, `axe on ${page.url()}`).toEqual([]);
}
