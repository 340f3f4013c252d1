// Builds the `designhooks` CLI into one ESM bundle with a chunk per command (esbuild), so the
// bin starts without a TypeScript loader. The bin calls this on its own when the bundle is
// missing or older than any source file it was built from; `npm ci` runs it once through
// the root `prepare` script. Usage: node harness/scripts/build-bundle.mjs
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { randomBytes } from 'node:crypto';

const harnessDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const distDir = join(harnessDir, 'dist');

/**
 * Every bare import except the workspace's own packages stays a runtime import; a package's
 * `#` subpath imports (the receiver's `#crypto/*`) are resolved and bundled like its own files.
 */
const externals = {
  name: 'externals',
  setup(build) {
    build.onResolve({ filter: /^[^./#]/ }, (args) => (args.path.startsWith('@designhooks/') ? undefined : { path: args.path, external: true }));
  },
};

/** Bundled modules keep their own `import.meta.url`, so files they locate relative to themselves are found. */
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

/**
 * Builds the bundle into dist/<build-id>/ and points dist/current.json at it (atomic rename).
 * @returns {Promise<URL>} the entry module's URL
 * @example
 * ```js
 * const entry = await buildBundle();
 * await import(entry.href); // runs the CLI
 * ```
 */
export async function buildBundle() {
  const { build } = await import('esbuild');
  const builtAt = Date.now();
  const id = `build-${builtAt}-${randomBytes(3).toString('hex')}`;
  const outdir = join(distDir, id);
  mkdirSync(outdir, { recursive: true });
  const result = await build({
    absWorkingDir: harnessDir,
    entryPoints: { designhooks: 'src/cli/run-cli.ts' },
    outdir,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20',
    chunkNames: 'chunks/[name]-[hash]',
    metafile: true,
    logLevel: 'silent',
    plugins: [externals, keepImportMeta],
  });
  const inputs = Object.keys(result.metafile.inputs).map((file) => resolve(harnessDir, file));
  const pointer = join(distDir, `current.json.${id}`);
  writeFileSync(pointer, JSON.stringify({ entry: `${id}/designhooks.js`, builtAt, inputs }));
  renameSync(pointer, join(distDir, 'current.json'));
  removeOldBuilds(id);
  return pathToFileURL(join(outdir, 'designhooks.js'));
}

function removeOldBuilds(keep) {
  for (const name of readdirSync(distDir)) {
    if (!name.startsWith('build-') || name === keep) continue;
    const path = join(distDir, name);
    try {
      // a build another process may still be loading chunks from is kept for a while
      if (Date.now() - statSync(path).mtimeMs > 10 * 60_000) rmSync(path, { recursive: true, force: true });
    } catch {
      // already removed by another process
    }
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const entry = await buildBundle();
  process.stdout.write(`designhooks CLI bundle: ${fileURLToPath(entry)}\n`);
}
