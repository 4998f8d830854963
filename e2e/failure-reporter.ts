import { readFileSync } from 'node:fs';
import type { Reporter, TestCase, TestResult } from '@playwright/test/reporter';

const MAX_LINES = 60;

/**
 * CI only: prints what the page showed when a test failed (Playwright's `error-context`, the
 * page's accessibility tree) under the error. CI runs in a throwaway clone: its screenshots and
 * traces are gone with it, and the printed log is all the next reader has.
 */
export default class FailureReporter implements Reporter {
  onTestEnd(test: TestCase, result: TestResult) {
    if (result.status === 'passed' || result.status === 'skipped') return;
    const context = result.attachments.find((a) => a.name === 'error-context' && a.path);
    if (!context?.path) return;
    let text: string;
    try {
      text = readFileSync(context.path, 'utf8');
    } catch {
      return;
    }
    // The file also repeats the error, printed above already: only the page's tree is new.
    const tree = text.split('```yaml\n')[1]?.split('\n```')[0];
    if (!tree) return;
    const lines = tree.split('\n');
    const shown = lines.slice(0, MAX_LINES);
    if (lines.length > MAX_LINES) shown.push(`… ${lines.length - MAX_LINES} more lines`);
    console.log(
      [`\nWhat the page showed when "${test.title}" failed:`, ...shown.map((l) => `  ${l}`)].join(
        '\n',
      ),
    );
  }

  printsToStdio() {
    return true;
  }
}
