// Builds the receiver's JavaScript into dist/node/ and dist/web/ with esbuild: two ES module
// builds of the same sources, chosen by the package's conditional exports. `web` (the workerd,
// worker and browser conditions) takes src/signature/web/ (Web Crypto), `node` (everything
// else: Node, Deno, Bun) takes src/signature/node/ (node:crypto); the `#crypto/*` imports are
// resolved here, at build time. Usage: node scripts/build-bundles.mjs [outdir]
//
// The layout is chosen for a cold start (bench/cold-start.bench.ts), where every file the loader
// fetches costs (Node 20: ~0.45 ms for the first import a module waits on, more when imports
// chain), and each build has three kinds of file:
// - core.js: everything the root entry reaches, in ONE file. esbuild's code splitting made the
//   root entry plus three shared chunks, one of them importing another; as one file the root
//   imports 2 ms faster. Not an entry of the package (no `exports` key): only the entries import it.
// - the entries (index.js, fetch.js, ...): index.js re-exports core.js; the adapters' own code is
//   theirs, and whatever of theirs is core's (errors, the receive pipeline's registry) they import
//   from core.js, so every entry shares one copy of each class and module-level table.
// - one file per generated validator (project.updated.js, project.updated.errors.js, ...), which
//   core.js imports with `import()` the first time its event arrives: self-contained (the format
//   checks bundled in), so that first delivery waits for one file, not a validator and its chunk.
import { build } from 'esbuild';
import { readFileSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = resolve(process.argv[2] ?? join(packageDir, 'dist'));
const CORE = 'core';

/** Entry points of each build; node:http, express and zod are not for the web build. */
const builds = {
  node: { entries: ['index', 'fetch', 'node', 'express', 'zod'], conditions: ['node'] },
  web: { entries: ['index', 'fetch', 'zod'], conditions: ['workerd', 'worker', 'browser'] },
};

const common = {
  absWorkingDir: packageDir,
  bundle: true,
  format: 'esm',
  platform: 'neutral',
  target: 'es2022',
  // zod is an optional peer (only /zod imports it); node: modules are the runtime's own.
  external: ['node:*', 'zod'],
  // Whitespace and syntax minified, names kept (stack traces name the functions; src/ ships
  // beside dist/ for reading): a cold start reads, allocates and parses core.js whole, and
  // esbuild's indented output is 40% whitespace (68 KB -> 48 KB; import 0.4 ms faster).
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
};

await Promise.all(Object.entries(builds).map(([target, { entries, conditions }]) => buildTarget(join(outdir, target), entries, conditions)));

async function buildTarget(dir, entries, conditions) {
  // The folder is this script's alone: no file of an earlier layout may be packed.
  rmSync(dir, { recursive: true, force: true });
  const options = { ...common, conditions, outdir: dir };

  // 1. core.js: every module the root entry reaches, exporting each module's exports (the other
  //    entries import theirs from it); `import()`s stay imports of files of their own.
  const reached = await modulesReachedFrom(join(packageDir, 'src', 'index.ts'), options);
  const lazy = new Set();
  const core = await build({
    ...options,
    stdin: { contents: [...reached].map((file) => `export * from ${JSON.stringify(file)};`).join('\n'), resolveDir: packageDir, sourcefile: `${CORE}.js` },
    outfile: join(dir, `${CORE}.js`),
    outdir: undefined,
    metafile: true,
    plugins: [ownFileForEachImportCall(lazy)],
  });
  const coreExports = new Set(Object.values(core.metafile.outputs)[0].exports);

  // 2. The validators core.js imports lazily, one self-contained file each. Minified: it is
  //    generated Ajv code nobody reads in a stack trace, and a first delivery of the event reads,
  //    parses and compiles all of it (project.updated: 73 KB as esbuild indents the nested
  //    checks, 12 KB minified; import and first call 0.6 ms faster).
  await build({ ...options, entryPoints: [...lazy], entryNames: '[name]', minify: true });

  // 3. The entries, importing from core.js whatever is core's.
  const result = await build({
    ...options,
    entryPoints: entries.map((entry) => join(packageDir, 'src', `${entry}.ts`)),
    splitting: true,
    // Chunks beside the entries: a new folder costs Node's loader a package scope lookup.
    chunkNames: '[name]-[hash]',
    metafile: true,
    write: true,
    plugins: [importFromCore(reached)],
  });
  checkCoreImports(result.metafile, dir, coreExports);
}

/** The source files `entry` reaches through static imports (`import()`s not followed). */
async function modulesReachedFrom(entry, options) {
  const result = await build({
    ...options,
    entryPoints: [entry],
    write: false,
    metafile: true,
    outdir: undefined,
    plugins: [{ name: 'no-import-calls', setup: (b) => b.onResolve({ filter: /.*/ }, (args) => (args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined)) }],
  });
  return new Set(Object.keys(result.metafile.inputs).map((file) => resolve(packageDir, file)));
}

/** `import('./x.ts')` becomes `import('./x.js')`, x.ts being built on its own (collected in `lazy`). */
function ownFileForEachImportCall(lazy) {
  return {
    name: 'own-file-for-each-import-call',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        if (args.kind !== 'dynamic-import') return undefined;
        const file = resolve(args.resolveDir, args.path);
        const name = basename(file).replace(/\.ts$/, '');
        if (name === CORE || Object.values(builds).some((t) => t.entries.includes(name))) throw new Error(`lazily imported ${file} would overwrite the entry ${name}.js`);
        lazy.add(file);
        return { path: `./${name}.js`, external: true };
      });
    },
  };
}

/** Imports of a module that core.js holds become imports of core.js. */
function importFromCore(reached) {
  return {
    name: 'import-from-core',
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind === 'entry-point' || args.pluginData === 'resolving') return undefined;
        const resolved = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: 'resolving' });
        if (resolved.errors.length > 0 || resolved.external || !reached.has(resolved.path)) return undefined;
        return { path: `./${CORE}.js`, external: true };
      });
    },
  };
}

/** Every name an entry or chunk imports from core.js must be one core.js exports (two modules exporting one name would hide it). */
function checkCoreImports(metafile, dir, coreExports) {
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!output.imports.some((i) => i.path === `./${CORE}.js`)) continue;
    const text = readFileSync(resolve(packageDir, file), 'utf8');
    for (const [, names] of text.matchAll(new RegExp(`(?:import|export)\\s*\\{([^}]*)\\}\\s*from\\s*"\\./${CORE}\\.js"`, 'g'))) {
      for (const name of names.split(',').map((n) => n.trim().split(/\s+as\s+/)[0]).filter(Boolean)) {
        if (!coreExports.has(name)) throw new Error(`${basename(file)} imports ${name} from ${CORE}.js, which does not export it (in ${dir})`);
      }
    }
  }
}
