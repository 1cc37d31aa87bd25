// Fails CI when the Playwright suite was skipped, ran nothing, or skipped tests.
import fs from 'node:fs';

const file = 'test-results/e2e-results.json';
if (!fs.existsSync(file)) {
  console.error(`No browser test report at ${file}: the browser tests did not run.`);
  process.exit(1);
}
const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
console.log(`Browser tests: ${stats.expected} passed, ${stats.unexpected} failed, ${stats.skipped} skipped, ${stats.flaky} flaky`);
if (!stats.expected || stats.unexpected || stats.skipped) {
  console.error('Browser tests must all run and pass; none may be skipped.');
  process.exit(1);
}
