// Builds the receiver's JavaScript into dist/node/ and dist/web/ with esbuild: two ES module
// builds of the same sources, chosen by the package's conditional exports. `web` (the workerd,
// worker and browser conditions) takes src/signature/web/ (Web Crypto), `node` (everything
// else: Node, Deno, Bun) takes src/signature/node/ (node:crypto); the `#crypto/*` imports are
// resolved here, at build time. Shared code is split into chunks and each event's generated
// validator is its own chunk, imported the first time that event arrives: a cold start loads a
// few files, not one per source module. Usage: node scripts/build-bundles.mjs [outdir]
import { build } from 'esbuild';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = resolve(process.argv[2] ?? join(packageDir, 'dist'));

/** Entry points of each build; node:http, express and zod are not for the web build. */
const builds = {
  node: { entries: ['index', 'fetch', 'node', 'express', 'zod'], conditions: ['node'] },
  web: { entries: ['index', 'fetch', 'zod'], conditions: ['workerd', 'worker', 'browser'] },
};

await Promise.all(
  Object.entries(builds).map(([target, { entries, conditions }]) =>
    build({
      entryPoints: entries.map((entry) => join(packageDir, 'src', `${entry}.ts`)),
      absWorkingDir: packageDir,
      outdir: join(outdir, target),
      bundle: true,
      splitting: true,
      format: 'esm',
      platform: 'neutral',
      target: 'es2022',
      conditions,
      // zod is an optional peer (only /zod imports it); node: modules are the runtime's own.
      external: ['node:*', 'zod'],
      // Chunks beside the entries: a new folder costs Node's loader a package scope lookup.
      chunkNames: '[name]-[hash]',
      logLevel: 'warning',
    }),
  ),
);
