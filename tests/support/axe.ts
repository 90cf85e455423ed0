import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults, RunOptions } from 'axe-core';
import type { Page } from 'playwright-core';
import { AXE_ASSET } from './client-build';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * Runs axe-core (every rule but the experimental ones) in the page and returns each violation as
 * "rule (impact): target, target", so a failing test names what to fix; empty when the page is clean.
 * axe-core itself, not @axe-core/playwright: the wrapper opens a blank page for every check to
 * merge per-frame results, which costs seconds a check on a loaded machine; this site has no frames.
 */
export async function axeViolations(page: Page, include?: string, onlyRules?: string[]): Promise<string[]> {
  await withAxe(page);
  // Named rules run even when experimental (label-content-name-mismatch is one).
  const options: RunOptions = onlyRules
    ? { resultTypes: ['violations'], runOnly: { type: 'rule', values: onlyRules }, rules: Object.fromEntries(onlyRules.map((rule) => [rule, { enabled: true }])) }
    : { resultTypes: ['violations'] };
  const result = await page.evaluate(
    ([selector, runOptions]) => (window as unknown as { axe: { run(context: unknown, options: RunOptions): Promise<AxeResults> } }).axe.run(selector ? { include: [selector] } : document, runOptions),
    [include ?? null, options] as const,
  );
  return result.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** Puts axe-core in the page's document unless it is there already. */
export async function withAxe(page: Page): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window))) {
    // From the test build's assets (cached and compiled once); evaluated where a server has no copy.
    await page.addScriptTag({ url: AXE_ASSET }).catch(() => page.evaluate(AXE_SOURCE));
  }
}
