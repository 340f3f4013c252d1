// The CLI's store under an idle-time collection: opened, queried and closed many times, then the
// process idles while V8 collects. better-sqlite3 12 built for Node 24 aborts the process when V8
// collects one of its Statement or Database objects outside a JavaScript context (Assertion
// failed: (env) != nullptr), at once, on every run, when statements are left as garbage; the
// store keeps every one it prepares, so this exits 0. Run by the installed CLI's tests on
// Node 22 and 24 (test/packaging/install-from-tarballs.test.ts).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { openStore } from '@designhooks/harness';

const dir = mkdtempSync(join(tmpdir(), 'designhooks-store-gc-'));
const garbage = [];
for (let i = 0; i < 300; i++) {
  const store = openStore(dir);
  store.defaultOrganizationId();
  store.deliveries.list({ limit: (i % 7) + 1 });
  store.deliveries.failedDeliveries();
  store.webhooks.list();
  store.close();
  garbage.push('x'.repeat(1000) + i);
}
garbage.length = 0;
setTimeout(() => {
  rmSync(dir, { recursive: true, force: true });
  process.stdout.write('idle and collected\n');
}, 3000);
