import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { GENERATED_HEADER } from './output/generated-header.ts';
import type { GeneratedFile } from './output/generated-file.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The workspaces whose code names its own version, and what it names it for. */
const WORKSPACES: { dir: string; usedBy: string }[] = [
  { dir: 'packages/receiver', usedBy: 'the OpenTelemetry scope' },
  { dir: 'harness', usedBy: '`designhooks --version`' },
];

/**
 * `<workspace>/src/package-version.ts` for each workspace above: its package.json `version` as a
 * constant. Why generated, not read at run time: the receiver's web build cannot read files, and a
 * JSON import (with its import attributes) does not load on every runtime of the matrix; the
 * staleness test fails when a version bump was not followed by `npm run generate`.
 */
export function generatePackageVersions(): GeneratedFile[] {
  return WORKSPACES.map(({ dir, usedBy }) => {
    const manifest = JSON.parse(readFileSync(join(root, dir, 'package.json'), 'utf8')) as {
      name: string;
      version: string;
    };
    return {
      path: `${dir}/src/package-version.ts`,
      content: [
        `// ${GENERATED_HEADER}`,
        `// from ${dir}/package.json`,
        '',
        `/** The version of ${manifest.name} (package.json), for ${usedBy}. */`,
        `export const PACKAGE_VERSION = '${manifest.version.replace(/[^\w.+-]/g, '')}';`,
        '',
      ].join('\n'),
    };
  });
}
