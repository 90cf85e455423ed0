import type { Reporter, TestModule } from 'vitest/node';

export interface Summary {
  passed: number;
  failed: number;
  skipped: number;
}

/**
 * Counts a run the way CI reads it. Every error counts as a failure, not only failed tests: an
 * error outside any test (a module that fails to load, a throwing `beforeAll` or `afterAll`, an
 * unhandled rejection) would otherwise leave "0 failed" while vitest exits 1. Tests that never
 * ran because their `beforeAll` threw are not "skipped": the hook's error is counted once as a
 * failure and they are left out of the skipped count.
 */
export function summarize(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): Summary {
  const summary: Summary = { passed: 0, failed: unhandledErrors.length, skipped: 0 };
  for (const module of testModules) {
    // Errors of the module itself (collection, module-level hooks) and of each suite's hooks.
    const suites = [module, ...module.children.allSuites()];
    const brokenSuites = suites.filter((suite) => suite.errors().length > 0);
    summary.failed += brokenSuites.reduce((sum, suite) => sum + suite.errors().length, 0);
    if (module.state() === 'failed' && brokenSuites.length === 0 && [...module.children.allTests()].length === 0) summary.failed += 1;
    for (const test of module.children.allTests()) {
      const state = test.result().state;
      if (state === 'passed') summary.passed += 1;
      else if (state === 'failed') summary.failed += 1;
      else if (brokenSuites.length === 0) summary.skipped += 1;
    }
  }
  return summary;
}

/** Prints the closing line CI reads: `N passed, N failed` (and `, N skipped` when any were). */
export default class SummaryReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>, unhandledErrors: ReadonlyArray<unknown>): void {
    const { passed, failed, skipped } = summarize(testModules, unhandledErrors);
    // A browser test that passed only on its retry (CI retries browser tests once) is named, never hidden: a flaky test is a bug to fix.
    const flaky = testModules.flatMap((module) => [...module.children.allTests()].filter((test) => test.diagnostic()?.flaky === true).map((test) => `${module.moduleId.replace(`${process.cwd()}/`, '')} > ${test.fullName}`));
    if (flaky.length) process.stdout.write(`\nPassed only on a retry (flaky, to fix):\n${flaky.map((name) => `  ${name}`).join('\n')}\n`);
    process.stdout.write(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}\n`);
  }
}
