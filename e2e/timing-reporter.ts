import type { FullResult, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * Prints, after the run, how long each spec file took (the sum of its tests, slowest file first)
 * the slowest tests and those over the default 60 s timeout, so a journey that grows slow is seen
 * before it makes CI slow.
 */
export default class TimingReporter implements Reporter {
  private readonly tests: {
    file: string;
    title: string;
    project: string;
    ms: number;
    start: number;
  }[] = [];
  private started = Date.now();

  onBegin() {
    this.started = Date.now();
  }

  onTestEnd(test: TestCase, result: TestResult) {
    const [, project = '', file = ''] = test.titlePath();
    this.tests.push({
      file,
      project,
      title: test.titlePath().slice(3).join(' › '),
      ms: result.duration,
      start: result.startTime.getTime(),
    });
  }

  onEnd(result: FullResult) {
    if (this.tests.length === 0) return; // --list, or nothing matched
    const files = new Map<string, { ms: number; count: number }>();
    for (const t of this.tests) {
      const f = files.get(t.file) ?? { ms: 0, count: 0 };
      f.ms += t.ms;
      f.count += 1;
      files.set(t.file, f);
    }
    const s = (ms: number) => `${(ms / 1000).toFixed(1).padStart(7)} s`;
    const lines = ['', 'Time per spec file (sum of its tests, slowest first):'];
    for (const [file, f] of [...files].sort((a, b) => b[1].ms - a[1].ms)) {
      lines.push(`${s(f.ms)}  ${file} (${f.count} test${f.count === 1 ? '' : 's'})`);
    }
    lines.push('', 'Slowest tests:');
    for (const t of [...this.tests].sort((a, b) => b.ms - a.ms).slice(0, 15)) {
      lines.push(`${s(t.ms)}  [${t.project}] ${t.file} › ${t.title}`);
    }
    // A journey's timeout above the 60 s default says why beside it; these show it is needed.
    const long = this.tests.filter((t) => t.ms > 60_000).sort((a, b) => b.ms - a.ms);
    lines.push('', `Tests over the 60 s default timeout: ${long.length}`);
    for (const t of long) lines.push(`${s(t.ms)}  [${t.project}] ${t.file} › ${t.title}`);
    lines.push('', ...this.busyWorkers());
    const total = this.tests.reduce((sum, t) => sum + t.ms, 0);
    lines.push(
      '',
      `${this.tests.length} tests, ${s(total).trim()} of test time in ${s(Date.now() - this.started).trim()} (${result.status})`,
    );
    console.log(lines.join('\n'));
  }

  /**
   * How many tests ran at once, on average, in each tenth of the run: a low figure is a worker
   * waiting (on a long last test, say).
   */
  private busyWorkers() {
    const end = Math.max(...this.tests.map((t) => t.start + t.ms));
    const span = Math.max(1, end - this.started);
    const slices = Array.from({ length: 10 }, (_, i) => {
      const from = this.started + (span * i) / 10;
      const to = from + span / 10;
      const busy = this.tests.reduce(
        (sum, t) => sum + Math.max(0, Math.min(to, t.start + t.ms) - Math.max(from, t.start)),
        0,
      );
      return (busy / (to - from)).toFixed(1);
    });
    return [`Tests running at once, by tenth of the run: ${slices.join(' ')}`];
  }

  printsToStdio() {
    return false;
  }
}
