// The workspaces that are packages: every entry of the root package.json's `workspaces` whose
// own package.json is not `private` (test/support is a workspace only so that tests import it by
// name; it is never built, packed or published).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The published workspaces of the repo at `root`, as folders relative to it, in the root
 * package.json's order (`schemas`, `packages/types`, ...).
 *
 * @param {string} root
 * @returns {string[]}
 */
export function publishedWorkspaces(root) {
  const { workspaces } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
  return workspaces.filter(
    (dir) => !JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')).private,
  );
}
