/**
 * Prints the summary of `npm test` from the stage list that scripts/test.sh writes and the
 * runners' JSON reports (vitest's json reporter, Playwright's json reporter): one line per
 * stage, the failing tests, and as the very last line `N passed, M failed` (`, K skipped`
 * when some were). Exits 1 when a stage failed or when no test ran at all.
 *
 *   node scripts/summarize-tests.ts .test-output/stages.tsv
 *
 * A stage that failed without a failing test to show for it (lint, typecheck, the build, a
 * runner that crashed before running tests) counts as one failure, so that the last line
 * never reads "0 failed" on a failing run.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

type StageStatus = 'passed' | 'failed' | 'skipped';
type Runner = 'vitest' | 'playwright' | '-';

type Stage = {
  title: string;
  status: StageStatus;
  exitCode: string;
  seconds: number;
  runner: Runner;
  report: string;
  note: string;
};

type Counts = { passed: number; failed: number; skipped: number; failures: string[] };

/** The parts of vitest's (Jest-shaped) JSON report read here. */
type VitestReport = {
  numPassedTests?: number;
  numFailedTests?: number;
  numPendingTests?: number;
  numTodoTests?: number;
  testResults?: {
    name: string;
    status: string;
    message?: string;
    assertionResults?: { fullName: string; status: string }[];
  }[];
};

/** The parts of Playwright's JSON report read here. */
type PlaywrightSuite = {
  title: string;
  specs?: { title: string; file: string; line: number; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
};
type PlaywrightReport = {
  stats?: { expected?: number; unexpected?: number; flaky?: number; skipped?: number };
  suites?: PlaywrightSuite[];
  errors?: { message?: string }[];
};

const repositoryRoot = path.resolve(import.meta.dirname, '..');

function firstLine(text: string | undefined): string {
  return (text ?? '').split('\n').find((line) => line.trim() !== '') ?? '';
}

function parseStages(file: string): Stage[] {
  return readFileSync(file, 'utf8')
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => {
      const [
        title = '',
        status = '',
        exitCode = '',
        seconds = '0',
        runner = '-',
        report = '',
        note = '',
      ] = line.split('\t');
      return {
        title,
        status: status as StageStatus,
        exitCode,
        seconds: Number(seconds),
        runner: runner as Runner,
        report,
        note,
      };
    });
}

function readVitest(report: VitestReport): Counts {
  const failures: string[] = [];
  for (const file of report.testResults ?? []) {
    const name = path.relative(repositoryRoot, file.name);
    const failed = (file.assertionResults ?? []).filter((test) => test.status === 'failed');
    for (const test of failed) failures.push(`${name} > ${test.fullName}`);
    // A file that failed before running its tests (import error, hook failure).
    if (file.status === 'failed' && failed.length === 0) {
      failures.push(`${name}: ${firstLine(file.message)}`);
    }
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    failures,
  };
}

function playwrightFailures(suites: PlaywrightSuite[], titles: string[] = []): string[] {
  return suites.flatMap((suite) => {
    // The outermost suite is the file, already named by spec.file.
    const titlePath = suite.title ? [...titles, suite.title] : titles;
    const own = (suite.specs ?? [])
      .filter((spec) => spec.tests.some((test) => test.status === 'unexpected'))
      .map(
        (spec) => `${spec.file}:${spec.line} > ${[...titlePath.slice(1), spec.title].join(' > ')}`,
      );
    return [...own, ...playwrightFailures(suite.suites ?? [], titlePath)];
  });
}

function readPlaywright(report: PlaywrightReport): Counts {
  const stats = report.stats ?? {};
  const failures = playwrightFailures(report.suites ?? []);
  // Errors outside any test: global setup, a file that does not load.
  for (const error of report.errors ?? []) failures.push(firstLine(error.message));
  return {
    // Retries are off, so "flaky" only shows up if someone turns them on: still a pass.
    passed: (stats.expected ?? 0) + (stats.flaky ?? 0),
    failed: stats.unexpected ?? 0,
    skipped: stats.skipped ?? 0,
    failures,
  };
}

function readCounts(stage: Stage): Counts | string {
  if (stage.runner === '-' || stage.status === 'skipped') return 'no tests';
  const file = path.resolve(repositoryRoot, stage.report);
  if (!existsSync(file)) return `no report at ${stage.report}`;
  try {
    const report: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return stage.runner === 'vitest'
      ? readVitest(report as VitestReport)
      : readPlaywright(report as PlaywrightReport);
  } catch (error) {
    return `unreadable report ${stage.report}: ${error instanceof Error ? error.message : error}`;
  }
}

function countsText({ passed, failed, skipped }: Omit<Counts, 'failures'>): string {
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}

type StageLine = { status: string; detail: string; counts: Counts | null; failed: boolean };

/** How one stage went, as the summary shows it. */
function judge(stage: Stage): StageLine {
  const counts = readCounts(stage);
  if (typeof counts !== 'string') {
    const failed = stage.status === 'failed' || counts.failed > 0;
    const detail =
      failed && counts.failed === 0
        ? `${countsText(counts)}; exit code ${stage.exitCode}`
        : countsText(counts);
    return { status: failed ? 'FAILED' : stage.status, detail, counts, failed };
  }
  if (stage.status === 'skipped')
    return { status: 'skipped', detail: stage.note, counts: null, failed: false };
  // A runner stage without a report is as suspect as a failed one, even if it exited 0.
  const failed = stage.status === 'failed' || stage.runner !== '-';
  const detail = [
    stage.runner === '-' ? '' : counts,
    stage.status === 'failed' ? `exit code ${stage.exitCode}` : '',
  ]
    .filter(Boolean)
    .join('; ');
  return { status: failed ? 'FAILED' : stage.status, detail, counts: null, failed };
}

function summarize(stagesFile: string): number {
  const stages = parseStages(stagesFile);
  const total = { passed: 0, failed: 0, skipped: 0 };
  const failures: string[] = [];
  const width = Math.max(...stages.map((stage) => stage.title.length), 10);
  let executed = 0;
  let anyStageFailed = false;

  for (const stage of stages) {
    const { status, detail, counts, failed } = judge(stage);
    if (counts) {
      total.passed += counts.passed;
      total.skipped += counts.skipped;
      executed += counts.passed + counts.failed;
      failures.push(...counts.failures.map((failure) => `${stage.title}: ${failure}`));
    }
    // A failed stage with no failing test to show (lint, a crashed runner) counts as one.
    total.failed += failed ? Math.max(counts?.failed ?? 0, 1) : (counts?.failed ?? 0);
    anyStageFailed ||= failed;
    const seconds = stage.status === 'skipped' ? '' : `${stage.seconds} s`;
    console.log(
      `${stage.title.padEnd(width)}  ${status.padEnd(7)}  ${seconds.padStart(6)}  ${detail}`.trimEnd(),
    );
  }

  if (failures.length > 0) {
    console.log('\nFailed:');
    const shown = failures.slice(0, 30);
    for (const failure of shown) console.log(`  ${failure}`);
    if (failures.length > shown.length)
      console.log(`  … and ${failures.length - shown.length} more`);
  }
  if (executed === 0) console.log('\nNo test was executed: a run that tests nothing fails.');
  console.log(`\n${countsText(total)}`);
  return anyStageFailed || executed === 0 ? 1 : 0;
}

const stagesFile = process.argv[2];
if (!stagesFile) {
  console.error('usage: node scripts/summarize-tests.ts .test-output/stages.tsv');
  process.exit(2);
}
process.exitCode = summarize(stagesFile);
