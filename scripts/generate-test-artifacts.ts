// Writes the test-only generated files (scripts/generate/test-artifacts.ts) into their ignored
// folder, afresh: `npm run typecheck` runs it before `tsc`.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { TEST_ARTIFACTS_DIR } from './generate/output/generated-file.ts';
import { testArtifacts } from './generate/test-artifacts.ts';

const root = fileURLToPath(new URL('..', import.meta.url));
const files = await testArtifacts();
rmSync(join(root, TEST_ARTIFACTS_DIR), { recursive: true, force: true });
for (const file of files) {
  mkdirSync(dirname(join(root, file.path)), { recursive: true });
  writeFileSync(join(root, file.path), file.content);
}
