// `npm test`: types, lint and the build, unit and integration tests (on the embedded database and on
// PostgreSQL, every one on both), browser tests.
// Under CI=true a missing browser or database is a failure, never a skip.
// Ends with one line "N passed, N failed" that counts every test of every runner.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { testChromiumPath } from './chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const ci = process.env.CI === 'true';
const bin = (name) => join(root, 'node_modules/.bin', name);
const out = mkdtempSync(join(tmpdir(), 'tevila-test-'));
const steps = [];
let passed = 0;
let failed = 0;
let skipped = 0;

function step(name, cmd, args, env = {}) {
  console.log(`\n── ${name} ──`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  steps.push({ name, ok });
  return ok;
}

/** Runs `cmd` with its output kept, to print when it ends: steps run side by side do not mix lines. */
function quietStep(name, cmd, args) {
  return new Promise((done) => {
    const child = spawn(cmd, args, { cwd: root, env: process.env });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.on('close', (code) => done({ name, ok: code === 0, output: Buffer.concat(output).toString() }));
  });
}

// Types, lint and the build each keep one core busy at a time: side by side on CI's two. The build is
// the one the browser tests' servers start from (scripts/build.mjs skips what is already built).
for (const result of await Promise.all([
  quietStep('types', bin('tsc'), ['-b']),
  quietStep('lint', bin('eslint'), ['.', '--max-warnings', '0']),
  quietStep('build', process.execPath, [join(root, 'scripts/build.mjs')]),
])) {
  console.log(`\n── ${result.name} ──`);
  process.stdout.write(result.output);
  steps.push({ name: result.name, ok: result.ok });
}

const vitestJson = join(out, 'vitest.json');
// The whole integration suite on both engines: PostgreSQL and the embedded one every new facility runs on.
step('unit and integration', bin('vitest'), [
  'run',
  '--reporter=default',
  '--reporter=json',
  `--outputFile.json=${vitestJson}`,
]);
if (existsSync(vitestJson)) {
  const v = JSON.parse(readFileSync(vitestJson, 'utf8'));
  passed += v.numPassedTests ?? 0;
  failed += v.numFailedTests ?? 0;
  skipped += (v.numPendingTests ?? 0) + (v.numTodoTests ?? 0);
}

if (existsSync(testChromiumPath)) {
  const pwJson = join(out, 'playwright.json');
  step('browser', bin('playwright'), ['test', '--reporter=list,json'], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: pwJson,
  });
  if (existsSync(pwJson)) {
    const s = JSON.parse(readFileSync(pwJson, 'utf8')).stats ?? {};
    passed += (s.expected ?? 0) + (s.flaky ?? 0);
    failed += s.unexpected ?? 0;
    skipped += s.skipped ?? 0;
  }
} else if (ci) {
  console.error(
    '\nBrowser tests need Chromium (apt-get install -y chromium chromium-headless-shell); under CI this is a failure.',
  );
  steps.push({ name: 'browser', ok: false });
} else {
  console.log(
    '\n── browser ── skipped: Chromium is not installed (apt-get install -y chromium chromium-headless-shell).',
  );
}

console.log('\n── summary ──');
for (const s of steps) console.log(`${s.ok ? 'ok  ' : 'FAIL'} ${s.name}`);
const bad = steps.filter((s) => !s.ok).length;
// A step that failed without a counted test failure (types, lint, a crashed runner) still counts as one failure.
const failures = failed + (failed === 0 ? bad : 0);
console.log(`${passed} passed, ${failures} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(bad > 0 ? 1 : 0);
