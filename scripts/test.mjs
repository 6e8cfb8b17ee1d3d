#!/usr/bin/env node
// `npm test`: typecheck, lint, unit, API (both database engines when TEST_DATABASE_URL is
// set), the build, three server processes behind HAProxy (when TEST_DATABASE_URL, REDIS_URL
// and haproxy are there; alone, as it is a load test) and browser tests, in that order; stops at the first failing step and ends with
// one summary line of the test counts.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const reports = fs.mkdtempSync(path.join(os.tmpdir(), 'gs-test-reports-'));
const vitest = (name, args) => ({
  name,
  cmd: 'npx',
  args: [
    'vitest',
    'run',
    ...args,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${path.join(reports, `${name}.json`)}`,
  ],
});
const steps = [
  { name: 'typecheck', cmd: 'npm', args: ['run', 'typecheck'] },
  { name: 'lint', cmd: 'npm', args: ['run', 'lint'] },
  vitest('unit', ['--project', 'domain', '--project', 'web']),
  vitest('api', ['--project', 'server:*']),
  { name: 'build', cmd: 'npm', args: ['run', 'build'] },
  vitest('cluster', ['--config', 'apps/server/test/cluster/vitest.config.ts']),
  vitest('e2e', ['--config', 'e2e/vitest.config.ts']),
];

let passed = 0;
let failed = 0;
let skipped = 0;
let failedStep;
for (const step of steps) {
  const started = Date.now();
  console.log(`\n=== ${step.name} ===`);
  const result = spawnSync(step.cmd, step.args, { stdio: 'inherit', env: process.env });
  const report = path.join(reports, `${step.name}.json`);
  if (fs.existsSync(report)) {
    const r = JSON.parse(fs.readFileSync(report, 'utf8'));
    passed += r.numPassedTests;
    failed += r.numFailedTests;
    skipped += r.numPendingTests + r.numTodoTests;
  }
  console.log(
    `=== ${step.name}: ${result.status === 0 ? 'ok' : 'FAILED'} in ${((Date.now() - started) / 1000).toFixed(1)} s ===`,
  );
  if (result.status !== 0) {
    failedStep = step.name;
    if (failed === 0) failed = 1;
    break;
  }
}
fs.rmSync(reports, { recursive: true, force: true });
console.log(`\n${failedStep ? `FAILED at ${failedStep}` : 'All steps passed'}`);
console.log(`${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failedStep ? 1 : 0);
