import { cpSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import type { PackedWorkspace } from '@designhooks/test-support';

/**
 * A new app folder depending on every tarball, as the Install docs tell a user to try the
 * packages before they are on the registry: each `@designhooks/*` dependency is the tarball, and
 * `overrides` make the packages' own `^0.1.0` ranges use those tarballs too (without them npm
 * asks the registry for `@designhooks/*` first). `allowScripts` lets better-sqlite3 (the CLI's
 * store) build, which npm 11 otherwise skips. zod is the receiver's optional peer: the app
 * installs it, as a user of `@designhooks/receiver/zod` does. The app's code is copied from
 * ./consumer.
 */
export function createConsumer(
  dir: string,
  packed: PackedWorkspace[],
  typesNodeRange: string,
  zodRange: string,
): void {
  const tarballs = Object.fromEntries(packed.map((p) => [p.name, `file:${p.tarball}`]));
  const manifest = {
    name: 'designhooks-consumer',
    private: true,
    type: 'module',
    dependencies: { ...tarballs, zod: zodRange },
    devDependencies: { '@types/node': typesNodeRange },
    overrides: Object.fromEntries(packed.map((p) => [p.name, `$${p.name}`])),
    allowScripts: { 'better-sqlite3': true },
  };
  writeFileSync(join(dir, 'package.json'), `${JSON.stringify(manifest, null, 2)}\n`);
  cpSync(join(import.meta.dirname, 'consumer'), dir, {
    recursive: true,
    filter: (path) => basename(path) !== 'README.md',
  });
}
