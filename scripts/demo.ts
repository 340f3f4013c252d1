// `npm start`: the end-to-end demo on an embedded default. Starts the example receiver over
// HTTPS on loopback, triggers every event through the harness, prints what happened, and
// exits 0 only when all ten deliveries succeeded. Leaves nothing running.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { formatDemoTable } from './demo/format-demo-table.ts';
import { runDemo } from './demo/run-demo.ts';

const stateDir = mkdtempSync(join(tmpdir(), 'designhooks-demo-'));
try {
  console.log(
    'designhooks demo: the example express receiver gets all ten events from the harness\n',
  );
  const { rows, url, refusals } = await runDemo(stateDir);
  console.log(`receiver  ${url} (HTTPS, self-signed certificate, signing key generated)`);
  console.log(
    `webhook   subscribed to ${rows.length} events, one delivery each (designhooks trigger)\n`,
  );
  console.log(formatDemoTable(rows));
  for (const refusal of refusals) console.log(`receiver said: ${refusal}`);
  const ok = rows.filter(
    (r) => r.status !== undefined && r.status >= 200 && r.status < 300 && r.verified && r.valid,
  ).length;
  console.log(`\n${ok}/${rows.length} deliveries accepted, verified and valid.`);
  console.log(`
Next:
  npx designhooks check <url> --secret-file <file>     grade your own receiver, in any stack (docs/check.md)
  npx designhooks listen --https --secret-file <file>  watch deliveries live in the inspector (docs/listen.md)
  npx designhooks send project.updated --url <url>     replay a fixture event to your own receiver (docs/harness.md)
  docs/getting-started.md                              receive your first delivery from the platform`);
  process.exitCode = ok === rows.length ? 0 : 1;
} catch (error) {
  console.error(`demo failed: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  rmSync(stateDir, { recursive: true, force: true });
}
