// Builds the `designhooks` CLI into one ESM bundle with a chunk per command (esbuild), so the
// bin starts without a TypeScript loader. Two kinds:
// - the published bundle (`bundle/`, default): the harness's own sources only; every package,
//   @designhooks/* included, stays an import resolved in node_modules at run time, so schemas,
//   fixtures and the inspector's files are found through package resolution wherever the
//   package is installed. Built by `npm ci` (root prepare) and `npm pack` (harness prepack).
// - the development bundle (`.dev-bundle/`, `--dev`): @designhooks/* bundled from their
//   TypeScript sources, for the repo's own tests; scripts/dev-cli.mjs rebuilds it whenever a
//   source is newer. It never ships.
// Usage: node harness/scripts/build-bundle.mjs [--dev]
import {
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { randomBytes } from 'node:crypto';

const harnessDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bundleDir = join(harnessDir, 'bundle');
const devDir = join(harnessDir, '.dev-bundle');

/** Bare imports stay runtime imports; with `inline`, the workspace's own packages are bundled. */
function externals(inline) {
  return {
    name: 'externals',
    setup(build) {
      build.onResolve({ filter: /^[^./#]/ }, (args) =>
        inline && args.path.startsWith('@designhooks/')
          ? undefined
          : { path: args.path, external: true },
      );
    },
  };
}

/** Development only: bundled modules keep their own `import.meta.url`, so files they locate relative to themselves are found. */
const keepImportMeta = {
  name: 'keep-import-meta',
  setup(build) {
    build.onLoad({ filter: /\.[cm]?[jt]s$/ }, (args) => {
      if (args.path.includes('node_modules')) return undefined;
      const source = readFileSync(args.path, 'utf8');
      if (!source.includes('import.meta')) return undefined;
      const contents = source
        .replaceAll('import.meta.url', JSON.stringify(pathToFileURL(args.path).href))
        .replaceAll('import.meta.filename', JSON.stringify(args.path))
        .replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)));
      return { contents, loader: args.path.endsWith('ts') ? 'ts' : 'js' };
    });
  },
};

async function runEsbuild(outdir, dev) {
  const { build } = await import('esbuild');
  return build({
    absWorkingDir: harnessDir,
    entryPoints: { designhooks: 'src/cli/run-cli.ts' },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    chunkNames: 'chunks/[name]-[hash]',
    conditions: dev ? ['designhooks-source'] : [],
    metafile: true,
    logLevel: 'silent',
    plugins: dev ? [externals(true), keepImportMeta] : [externals(false)],
  });
}

/**
 * Builds the published bundle into bundle/ (replaced whole, by rename) and checks it holds no
 * path of this machine.
 * @returns {Promise<string>} the entry file's path
 * @example
 * ```js
 * const entry = await buildBundle(); // harness/bundle/designhooks.js
 * ```
 */
export async function buildBundle() {
  const staging = `${bundleDir}.${process.pid}-${randomBytes(3).toString('hex')}`;
  try {
    await runEsbuild(staging, false);
    for (const file of readdirSync(staging, { recursive: true })) {
      const path = join(staging, String(file));
      if (statSync(path).isFile() && readFileSync(path, 'utf8').includes(harnessDir)) {
        throw new Error(
          `${path} holds a path of this checkout (${harnessDir}); it would break once installed`,
        );
      }
    }
    rmSync(bundleDir, { recursive: true, force: true });
    renameSync(staging, bundleDir);
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
  return join(bundleDir, 'designhooks.js');
}

/**
 * Builds the development bundle into .dev-bundle/<build-id>/ and points .dev-bundle/current.json
 * at it (atomic rename), so processes still loading an older build keep working.
 * @returns {Promise<URL>} the entry module's URL
 * @example
 * ```js
 * const entry = await buildDevBundle();
 * await import(entry.href); // runs the CLI from the current sources
 * ```
 */
export async function buildDevBundle() {
  const builtAt = Date.now();
  const id = `build-${builtAt}-${randomBytes(3).toString('hex')}`;
  const outdir = join(devDir, id);
  mkdirSync(outdir, { recursive: true });
  const result = await runEsbuild(outdir, true);
  const inputs = Object.keys(result.metafile.inputs).map((file) => resolve(harnessDir, file));
  const pointer = join(devDir, `current.json.${id}`);
  writeFileSync(pointer, JSON.stringify({ entry: `${id}/designhooks.js`, builtAt, inputs }));
  renameSync(pointer, join(devDir, 'current.json'));
  removeOldBuilds(id);
  return pathToFileURL(join(outdir, 'designhooks.js'));
}

function removeOldBuilds(keep) {
  for (const name of readdirSync(devDir)) {
    if (!name.startsWith('build-') || name === keep) continue;
    const path = join(devDir, name);
    try {
      // a build another process may still be loading chunks from is kept for a while
      if (Date.now() - statSync(path).mtimeMs > 10 * 60_000)
        rmSync(path, { recursive: true, force: true });
    } catch {
      // already removed by another process
    }
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  if (process.argv.includes('--dev')) {
    process.stdout.write(
      `designhooks CLI development bundle: ${fileURLToPath(await buildDevBundle())}\n`,
    );
  } else {
    process.stdout.write(`designhooks CLI bundle: ${await buildBundle()}\n`);
  }
}
