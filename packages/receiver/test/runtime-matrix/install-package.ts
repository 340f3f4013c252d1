import { cpSync, symlinkSync } from 'node:fs';
import { join } from 'node:path';
import { installWorkspaces } from '@designhooks/test-support';

const root = join(import.meta.dirname, '..', '..', '..', '..');

/**
 * Installs @designhooks/receiver into a new temporary app the way a user does, from the tarballs
 * of the receiver and of @designhooks/types (its one dependency). express and hono are linked in
 * from the repository afterwards, for the express adapter and the Hono route, and the runners
 * are copied beside. Returns the app's folder.
 */
export async function installPackage(): Promise<string> {
  const project = await installWorkspaces(['packages/receiver']);
  for (const name of ['express', 'hono'])
    symlinkSync(join(root, 'node_modules', name), join(project, 'node_modules', name));
  for (const file of [
    'make-receiver.mjs',
    'fetch-runner.mjs',
    'node-adapters-runner.mjs',
    'worker.mjs',
  ]) {
    cpSync(join(import.meta.dirname, file), join(project, file));
  }
  return project;
}
