// `npm test`: types, lint, format and the build, unit and integration tests (on the embedded database and on
// PostgreSQL, every one on both), browser tests.
// Under CI=true a missing browser or database is a failure, never a skip.
// Ends with one line "N passed, N failed" that counts every test of every runner.
//
// The steps run side by side where nothing orders them (decision 0037): the build first, then the
// browser tests at once, at the machine's normal priority, because their pages and timeouts live in
// real time; types, lint and the Vitest projects fill the processor time the browser leaves, at a
// lower priority (nice), and take the whole machine once it is done. Each step's output is printed
// whole when it ends, so lines never mix; the summary gives each step's start and end.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { testChromiumPath } from './chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ci = process.env.CI === 'true';
const bin = (name) => join(root, 'node_modules/.bin', name);
const out = mkdtempSync(join(tmpdir(), 'tevila-test-'));
const started = Date.now();
const seconds = (at) => Math.round((at - started) / 1000);

/** Steps that yield the processor to the browser tests run this much nicer (Linux `nice`). */
const BACKGROUND_NICE = 10;
/**
 * The checks (types, lint, imports, format) yield to the Vitest projects too: they end long before
 * them, and the Vitest projects' end is the whole step's.
 */
const CHECKS_NICE = 19;

const counts = { passed: 0, failed: 0, skipped: 0 };
const results = [];
/** Each failed test's name and the first line of its error, repeated under the summary: a log's tail says what broke. */
const failedTests = [];
const firstLine = (text) =>
  String(text ?? '')
    .split('\n')
    .find((line) => line.trim() !== '') ?? '';

/** Runs one step with its output kept; resolves with whether it passed. */
function run({ name, cmd, args, env = {}, nice = 0 }) {
  const [command, argv] = nice > 0 ? ['nice', ['-n', String(nice), cmd, ...args]] : [cmd, args];
  const start = Date.now();
  return new Promise((done) => {
    const child = spawn(command, argv, { cwd: root, env: { ...process.env, ...env } });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('error', (error) => output.push(Buffer.from(`${error.message}\n`)));
    child.on('close', (code) => {
      const ok = code === 0;
      console.log(`\n── ${name} ── (${seconds(start)}–${seconds(Date.now())} s)`);
      process.stdout.write(Buffer.concat(output).toString());
      results.push({ name, ok, from: seconds(start), to: seconds(Date.now()) });
      done(ok);
    });
  });
}

/** Adds a Vitest JSON report's counts. */
function countVitest(file) {
  if (!existsSync(file)) return;
  const v = JSON.parse(readFileSync(file, 'utf8'));
  counts.passed += v.numPassedTests ?? 0;
  counts.failed += v.numFailedTests ?? 0;
  counts.skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
  for (const file of v.testResults ?? [])
    for (const t of file.assertionResults ?? [])
      if (t.status === 'failed')
        failedTests.push(
          `${file.name.replace(`${root}/`, '')} › ${t.fullName}: ${firstLine(t.failureMessages?.[0])}`,
        );
  for (const file of v.testResults ?? [])
    if (file.status === 'failed' && (file.assertionResults ?? []).every((t) => t.status !== 'failed'))
      failedTests.push(`${file.name.replace(`${root}/`, '')}: ${firstLine(file.message)}`);
}

/** Walks a Playwright JSON report's suites for the tests whose final result was not the expected one. */
function playwrightFailures(suite, titles = []) {
  const path = suite.title ? [...titles, suite.title] : titles;
  for (const spec of suite.specs ?? [])
    for (const t of spec.tests ?? [])
      if (t.status === 'unexpected') {
        // Every try's errors, each with the spec line it stopped at: a timeout alone names no step.
        const where = (e) =>
          e.location ? ` (at ${e.location.file.replace(`${root}/`, '')}:${e.location.line})` : '';
        const tries = (t.results ?? []).map((r) =>
          (r.errors?.length ? r.errors : [r.error ?? {}])
            .map((e) => `${firstLine(e.message)}${where(e)}`)
            .join('; '),
        );
        failedTests.push(
          `[${t.projectName}] ${[...path, spec.title].join(' › ')}: ${tries.join(' | retry: ')}`,
        );
      }
  for (const child of suite.suites ?? []) playwrightFailures(child, path);
}

/** Adds a Playwright JSON report's counts (a test that passed on its retry counts as passed). */
function countPlaywright(file) {
  if (!existsSync(file)) return;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  const s = report.stats ?? {};
  for (const suite of report.suites ?? []) playwrightFailures(suite);
  counts.passed += (s.expected ?? 0) + (s.flaky ?? 0);
  counts.failed += s.unexpected ?? 0;
  counts.skipped += s.skipped ?? 0;
}

/** A Vitest run of some of the projects of vitest.config.ts, its report counted. */
function vitest(name, projects, nice) {
  const json = join(out, `${name}.json`);
  return run({
    name,
    cmd: bin('vitest'),
    args: [
      'run',
      ...projects.flatMap((p) => ['--project', p]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${json}`,
    ],
    nice,
  }).finally(() => countVitest(json));
}

/** The browser tests, once the app is built (the test servers start from that build). */
async function browser() {
  if (!existsSync(testChromiumPath)) {
    const why = 'Chromium is not installed (apt-get install -y chromium chromium-headless-shell)';
    if (ci) {
      console.error(`\nBrowser tests need Chromium; under CI this is a failure: ${why}.`);
      results.push({ name: 'browser', ok: false, from: seconds(Date.now()), to: seconds(Date.now()) });
    } else console.log(`\n── browser ── skipped: ${why}.`);
    return;
  }
  const json = join(out, 'playwright.json');
  await run({
    name: 'browser',
    cmd: bin('playwright'),
    args: ['test', '--reporter=list,json'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: json },
  });
  countPlaywright(json);
}

const built = run({ name: 'build', cmd: process.execPath, args: [join(root, 'scripts/build.mjs')] });
await Promise.all([
  // The browser step is the longest and the most sensitive to a busy machine: it goes first.
  built.then((ok) =>
    ok ? browser() : results.push({ name: 'browser', ok: false, from: 0, to: seconds(Date.now()) }),
  ),
  // `npm run typecheck`: the native compiler checks the same tsconfig files as the editor's TypeScript 6
  // in about a third of the processor time (decision 0071); typescript-eslint still reads them with 6.
  run({ name: 'types', cmd: 'npm', args: ['run', '-s', 'typecheck'], nice: CHECKS_NICE }),
  run({ name: 'lint', cmd: bin('eslint'), args: ['.', '--max-warnings', '0'], nice: CHECKS_NICE }),
  // No circle of imports, type-only imports counted: `npm run imports` (.dependency-cruiser.cjs).
  run({ name: 'imports', cmd: 'npm', args: ['run', '-s', 'imports'], nice: CHECKS_NICE }),
  // The code's one format (.prettierrc): a file written otherwise fails here, not in a later diff.
  run({ name: 'format', cmd: bin('prettier'), args: ['--check', '.'], nice: CHECKS_NICE }),
  // Every Vitest project, the whole integration suite on both engines (PostgreSQL and the embedded one
  // every new facility runs on).
  vitest('unit and integration', [], BACKGROUND_NICE),
]);

console.log('\n── summary ──');
for (const r of results) console.log(`${r.ok ? 'ok  ' : 'FAIL'} ${r.name} (${r.from}–${r.to} s)`);
if (failedTests.length > 0) {
  console.log('failed:');
  for (const name of failedTests) console.log(`  ${stripVTControlCharacters(name).slice(0, 600)}`);
}
const bad = results.filter((r) => !r.ok).length;
// A step that failed without a counted test failure (types, lint, a crashed runner) still counts as one failure.
const failures = counts.failed + (counts.failed === 0 ? bad : 0);
console.log(
  `${counts.passed} passed, ${failures} failed${counts.skipped ? `, ${counts.skipped} skipped` : ''}`,
);
process.exit(bad > 0 ? 1 : 0);
