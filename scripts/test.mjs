// `npm test`: every check, in order: type check, lint and format (side by side), unit + API tests (SQLite, and
// PostgreSQL too when TEST_DATABASE_URL is set), the production build, then the browser journeys
// in Debian's Chromium. Every stage runs even after a failure, so one run shows everything that
// is wrong; the exit code is non-zero if anything failed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const REPORTS = '.reports';

function run(title, command, args, env = {}) {
  console.log(`\n━━ ${title} ━━`);
  const started = Date.now();
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  const ok = result.status === 0;
  console.log(
    `━━ ${title}: ${ok ? 'ok' : 'FAILED'} (${((Date.now() - started) / 1000).toFixed(1)} s)`,
  );
  return ok;
}

/**
 * Several checks at once, each printed whole when all are done, in the order given: the type
 * check, lint and the format check each use one core, so side by side they take the longest one's
 * time rather than their sum.
 */
async function runTogether(checks) {
  const started = Date.now();
  const finished = await Promise.all(
    checks.map(
      ({ title, command, args }) =>
        new Promise((resolve) => {
          const child = spawn(command, args, { env: process.env });
          let output = '';
          child.stdout.on('data', (chunk) => (output += chunk));
          child.stderr.on('data', (chunk) => (output += chunk));
          child.on('close', (status) =>
            resolve({ title, output, ok: status === 0, seconds: (Date.now() - started) / 1000 }),
          );
        }),
    ),
  );
  const results = {};
  for (const { title, output, ok, seconds } of finished) {
    console.log(`\n━━ ${title} ━━`);
    if (output) process.stdout.write(output);
    console.log(`━━ ${title}: ${ok ? 'ok' : 'FAILED'} (${seconds.toFixed(1)} s)`);
    results[title] = ok;
  }
  return results;
}

function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return true;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    console.error(
      `\nChromium is missing at ${CHROMIUM}. Install Debian's package as root:\n` +
        '  apt-get update && apt-get install -y chromium\n' +
        'or set CHROMIUM_PATH to a Chromium binary.\n',
    );
    return false;
  }
  console.log(`\nChromium is missing at ${CHROMIUM}; installing Debian's chromium package…`);
  const env = { DEBIAN_FRONTEND: 'noninteractive' };
  return (
    run('apt-get update', 'apt-get', ['update', '-qq'], env) &&
    run('apt-get install chromium', 'apt-get', ['install', '-y', '-qq', 'chromium'], env) &&
    fs.existsSync(CHROMIUM)
  );
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

fs.mkdirSync(REPORTS, { recursive: true });
const unitReport = path.join(REPORTS, 'unit.json');
const e2eReport = path.join('test-results', 'e2e-results.json');
fs.rmSync(unitReport, { force: true });
fs.rmSync(e2eReport, { force: true });

if (process.env.TEST_DATABASE_URL) {
  console.log('API tests run on SQLite and on PostgreSQL (TEST_DATABASE_URL is set).');
} else {
  console.log('API tests run on SQLite only (set TEST_DATABASE_URL to add PostgreSQL).');
}
if (process.env.TEST_REDIS_URL) {
  console.log('Shared rate limits are tested against Redis (TEST_REDIS_URL is set).');
} else {
  console.log('Shared rate limits through Redis are skipped (set TEST_REDIS_URL to test them).');
}

// Tests run in a shuffled order, so a test that leans on another's leftovers fails here rather
// than one day on CI. The seed is printed; `TEST_SEED=<n> npm test` replays that order.
const seed = Number(process.env.TEST_SEED) || Math.floor(Math.random() * 1_000_000) + 1;
console.log(
  `Unit and API tests in shuffled order, seed ${seed} (replay: TEST_SEED=${seed} npm test).`,
);

const npx = 'npx';
const staticChecks = await runTogether([
  { title: 'type check', command: npx, args: ['tsc', '--noEmit', '-p', 'tsconfig.json'] },
  { title: 'lint', command: npx, args: ['eslint', '.', '--max-warnings', '0'] },
  { title: 'format', command: npx, args: ['prettier', '--check', '.'] },
]);
const results = {
  typecheck: staticChecks['type check'],
  lint: staticChecks.lint,
  format: staticChecks.format,
  unit: run('unit and API tests', npx, [
    'vitest',
    'run',
    '--sequence.shuffle',
    `--sequence.seed=${seed}`,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${unitReport}`,
  ]),
  build: run('build', 'npm', ['run', 'build']),
};
const browserReady = ensureChromium();
results.e2e = results.build && browserReady && run('browser journeys', npx, ['playwright', 'test']);

const unit = readJson(unitReport);
const e2e = readJson(e2eReport);
const passed = (unit?.numPassedTests ?? 0) + (e2e?.stats?.expected ?? 0) + (e2e?.stats?.flaky ?? 0);
const failed = (unit?.numFailedTests ?? 0) + (e2e?.stats?.unexpected ?? 0);
const skipped =
  (unit?.numPendingTests ?? 0) + (unit?.numTodoTests ?? 0) + (e2e?.stats?.skipped ?? 0);

console.log(`\n━━ summary (test order seed ${seed}) ━━`);
for (const [stage, ok] of Object.entries(results)) console.log(`  ${ok ? '✓' : '✗'} ${stage}`);
const failedStages = Object.values(results).filter((ok) => !ok).length;
// The plain closing line CI reads.
console.log(
  `\ntests: ${passed} passed, ${failed + (failed === 0 ? failedStages : 0)} failed, ${skipped} skipped`,
);
process.exit(failedStages === 0 ? 0 : 1);
