// generated, do not edit: run `npm run generate`
// From docs/harness.md, code block 2.
import { openStore, resolveStateDir } from '@designhooks/harness';

const store = openStore(resolveStateDir()); // same rules as --state-dir
for (const attempt of store.deliveries.list({ failed: true, limit: 20 })) {
  console.log(attempt.id, attempt.event, attempt.response?.status ?? attempt.error?.kind);
}
store.webhooks.list(); // records without their keys
store.close();

export {};
