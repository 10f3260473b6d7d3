// Accepts the screenshots of the last browser run: copies each compared shot in
// test-results/screenshots/ over its accepted version in tests/browser/screenshots/.
// Look at the run's *.diff.png images first; commit the accepted shots with the change.
import { copyFileSync, existsSync, readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const shots = fileURLToPath(new URL('../test-results/screenshots/', import.meta.url));
const accepted = fileURLToPath(new URL('../tests/browser/screenshots/', import.meta.url));
if (!existsSync(shots)) {
  console.error('No screenshots to accept: run the browser tests first (test-results/screenshots/).');
  process.exit(1);
}
const compared = new Set(readdirSync(accepted));
let count = 0;
for (const name of readdirSync(shots)) {
  if (!compared.has(name)) continue;
  copyFileSync(`${shots}${name}`, `${accepted}${name}`);
  count += 1;
}
console.log(`Accepted ${count} screenshots into tests/browser/screenshots/.`);
