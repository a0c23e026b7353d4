import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The WCAG 2.1 A and AA rules. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

type Look = {
  /** Only these rules (the colour rules, say), rather than every WCAG A and AA one. */
  rules?: readonly string[];
  /** Only within this CSS selector's element. */
  within?: string;
};

/**
 * Serious and critical axe findings on the page as it is, each as one line naming the rule and
 * the elements at fault. axe is put into the page once per load and run there, asking for
 * violations only: the AxeBuilder wrapper injected it again for every look and reported passes
 * too, which made each look take three to five times as long.
 */
export async function seriousViolations(page: Page, look: Look = {}): Promise<string[]> {
  const loaded = await page.evaluate(() => 'axe' in window);
  if (!loaded) await page.evaluate(axeSource);
  const options: RunOptions = {
    runOnly: look.rules
      ? { type: 'rule', values: [...look.rules] }
      : { type: 'tag', values: WCAG_AA },
    resultTypes: ['violations'],
  };
  const violations = await page.evaluate(
    async ([within, options]) => {
      const axe = (
        window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResults> } }
      ).axe;
      const context = within ? document.querySelector(within) : document;
      if (!context) throw new Error(`nothing matches ${within} to look at`);
      return (await axe.run(context, options)).violations;
    },
    [look.within ?? null, options] as const,
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map(
      (violation) =>
        `${violation.id}: ${violation.help} (${violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('; ')})`,
    );
}
