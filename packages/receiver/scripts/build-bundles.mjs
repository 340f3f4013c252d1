// Builds the receiver's JavaScript into dist/node/ and dist/web/ with esbuild: two ES module
// builds of the same sources, chosen by the package's conditional exports. `web` (the workerd,
// worker and browser conditions) takes src/crypto/web/ (Web Crypto), `node` (everything else:
// Node, Deno, Bun) takes src/crypto/node/ (node:crypto); the `#crypto/*` imports are resolved
// here, at build time (their `types` condition, src/crypto/*.ts, is for the type checker only).
// Usage: node scripts/build-bundles.mjs [outdir]
//
// The layout is chosen for a cold start (bench/cold-start.bench.ts), where every file the loader
// fetches costs (Node 20: ~0.45 ms for the first import a module waits on, more when imports
// chain), and each build has three kinds of file:
// - index.js, the root entry: every module it reaches, in ONE file. esbuild's code splitting made
//   the root entry plus three shared chunks, one importing another (2 ms slower to import); a
//   root entry re-exporting a one-file core was still 0.5 ms slower than the core alone. Besides
//   the public API it exports what the other entries import of its modules (the receive
//   pipeline's registry, the preserialised OK answer, a few helpers) as `_internal_<name>`,
//   names its types do not declare, so that every entry shares one copy of each class and
//   module-level table.
// - the other entries (fetch.js, node.js, ...) and their shared chunks: the adapters' own code,
//   importing whatever else from index.js.
// - one file per generated validator (project.updated.js, project.updated.errors.js, ...), which
//   index.js imports with `import()` the first time its event arrives: self-contained (the format
//   checks bundled in), so that first delivery waits for one file, not a validator and its chunk.
//   So is the signature doctor (explain.js), imported the first time a signature check fails:
//   a receiver that only ever sees good signatures never reads it.
import { build } from 'esbuild';
import { mkdirSync, readFileSync, readdirSync, renameSync, rmSync } from 'node:fs';
import { basename, dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const packageDir = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const outdir = resolve(process.argv[2] ?? join(packageDir, 'dist'));
const ROOT = 'index';
/** The prefix of the names index.js exports for the other entries only (its types do not declare them). */
const INTERNAL = '_internal_';

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
  // zod and @opentelemetry/api are optional peers (only /zod imports zod; the node build looks
  // for the API with import()); node: modules are the runtime's own.
  external: ['node:*', 'zod', '@opentelemetry/api'],
  // Whitespace and syntax minified, names kept (stack traces name the functions; src/ ships
  // beside dist/ for reading): a cold start reads, allocates and parses index.js whole, and
  // esbuild's indented output is 30% whitespace (68 KB -> 48 KB; import 0.4 ms faster).
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
};

await Promise.all(
  Object.entries(builds).map(([target, { entries, conditions }]) =>
    buildTarget(join(outdir, target), entries, conditions),
  ),
);

/**
 * Builds one target into a folder of its own, then publishes it into `target` (see publish()).
 */
async function buildTarget(target, entries, conditions) {
  // Beside the package's files (not in dist/, which npm packs), on the filesystem of `target`.
  const dir = join(
    target.startsWith(packageDir + sep) ? packageDir : dirname(target),
    `.dist-building-${basename(target)}-${process.pid}`,
  );
  rmSync(dir, { recursive: true, force: true });
  try {
    await buildInto(dir, entries, conditions);
    publish(dir, target, entries);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * Moves the files built in `from` into `to` and removes what an earlier build left there, so
 * that no file of an earlier layout is packed. `npm pack` of the receiver runs this build
 * (prepack), and tests pack it at the same time: `to` never lacks a file one of its files
 * imports. Each file is renamed into place whole (same filesystem), chunks and validators
 * before the entries that import them, and files of the earlier build go last.
 */
function publish(from, to, entries) {
  mkdirSync(to, { recursive: true });
  const built = readdirSync(from);
  const rank = (file) =>
    file === `${ROOT}.js` ? 1 : entries.includes(file.replace(/\.js$/, '')) ? 2 : 0;
  for (const file of [...built].sort((a, b) => rank(a) - rank(b)))
    renameSync(join(from, file), join(to, file));
  for (const file of readdirSync(to))
    if (!built.includes(file)) rmSync(join(to, file), { recursive: true, force: true });
}

async function buildInto(dir, entries, conditions) {
  const options = { ...common, conditions, outdir: dir };
  const root = join(packageDir, 'src', `${ROOT}.ts`);
  const held = await exportsOfModulesReachedFrom(root, options);
  const publicNames = new Set(held.get(root));
  // A public name is imported from index.js as it is: no two of its modules may export it.
  for (const name of publicNames) {
    const owners = [...held].filter(([file, names]) => file !== root && names.includes(name));
    if (owners.length > 1)
      throw new Error(
        `${name} is exported by ${owners.map(([file]) => file).join(' and ')}: index.js can export only one`,
      );
  }

  // 1. The other entries, importing from index.js whatever module it holds: its public names as
  //    they are, any other as `_internal_<name>` (`internal` collects which module has each).
  const internal = new Map();
  const others = await build({
    ...options,
    entryPoints: entries
      .filter((entry) => entry !== ROOT)
      .map((entry) => join(packageDir, 'src', `${entry}.ts`)),
    splitting: true,
    // Chunks beside the entries: a new folder costs Node's loader a package scope lookup.
    chunkNames: '[name]-[hash]',
    metafile: true,
    plugins: [importFromRoot(held, publicNames, internal)],
  });
  const imported = namesImportedFromRoot(others.metafile);

  // 2. index.js: the root entry's modules in one file, exporting the public API and the internal
  //    names the other entries import; `import()`s stay imports of files of their own.
  const lazy = new Set();
  const reexports = [...imported]
    .filter((name) => name.startsWith(INTERNAL))
    .map((name) => {
      const file = internal.get(name);
      if (!file)
        throw new Error(`${name} is imported from ${ROOT}.js but no module it holds exports it`);
      return `export { ${name.slice(INTERNAL.length)} as ${name} } from ${JSON.stringify(file)};`;
    });
  const index = await build({
    ...options,
    stdin: {
      contents: [`export * from ${JSON.stringify(root)};`, ...reexports].join('\n'),
      resolveDir: packageDir,
      sourcefile: `${ROOT}.js`,
    },
    outfile: join(dir, `${ROOT}.js`),
    outdir: undefined,
    metafile: true,
    plugins: [ownFileForEachImportCall(lazy)],
  });
  const exported = new Set(Object.values(index.metafile.outputs)[0].exports);
  const missing = [...publicNames, ...imported].filter((name) => !exported.has(name));
  if (missing.length > 0)
    throw new Error(`${ROOT}.js does not export ${missing.join(', ')} (in ${dir})`);

  // 3. The modules index.js imports lazily, one self-contained file each. The validators
  //    minified: generated Ajv code nobody reads in a stack trace, and a first delivery of the
  //    event reads, parses and compiles all of it (project.updated: 73 KB as esbuild indents
  //    the nested checks, 12 KB minified; import and first call 0.6 ms faster). The signature
  //    doctor (src/crypto/explain.ts, imported after a failed check) keeps its names, as index.js.
  const generated = [...lazy].filter((file) => file.includes(`${sep}generated${sep}`));
  const own = [...lazy].filter((file) => !generated.includes(file));
  await build({ ...options, entryPoints: generated, entryNames: '[name]', minify: true });
  if (own.length > 0) await build({ ...options, entryPoints: own, entryNames: '[name]' });
}

/** Each source file `entry` reaches through static imports (`import()`s not followed), with its export names. */
async function exportsOfModulesReachedFrom(entry, options) {
  const noImportCalls = {
    name: 'no-import-calls',
    setup: (b) =>
      b.onResolve({ filter: /.*/ }, (args) =>
        args.kind === 'dynamic-import' ? { path: args.path, external: true } : undefined,
      ),
  };
  const graph = await build({
    ...options,
    entryPoints: [entry],
    write: false,
    metafile: true,
    outdir: undefined,
    outfile: 'graph.js',
    plugins: [noImportCalls],
  });
  const files = Object.keys(graph.metafile.inputs).map((file) => resolve(packageDir, file));
  const each = await build({
    ...options,
    entryPoints: files,
    write: false,
    metafile: true,
    outdir: join(packageDir, 'exports-of'),
    plugins: [noImportCalls],
  });
  const held = new Map(files.map((file) => [file, []]));
  for (const output of Object.values(each.metafile.outputs))
    if (output.entryPoint) held.set(resolve(packageDir, output.entryPoint), output.exports);
  return held;
}

/** `import('./x.ts')` becomes `import('./x.js')`, x.ts being built on its own (collected in `lazy`). */
function ownFileForEachImportCall(lazy) {
  return {
    name: 'own-file-for-each-import-call',
    setup(b) {
      b.onResolve({ filter: /.*/ }, (args) => {
        // a package (the optional @opentelemetry/api) stays an import() of that package
        if (args.kind !== 'dynamic-import' || !args.path.startsWith('.')) return undefined;
        const file = resolve(args.resolveDir, args.path);
        const name = basename(file).replace(/\.ts$/, '');
        if (Object.values(builds).some((t) => t.entries.includes(name)))
          throw new Error(`lazily imported ${file} would overwrite the entry ${name}.js`);
        lazy.add(file);
        return { path: `./${name}.js`, external: true };
      });
    },
  };
}

/**
 * An import of a module index.js holds becomes an import of index.js: through a stand-in module
 * that re-exports from index.js each name of that module, public ones as they are, the others
 * under `_internal_<name>` (recorded in `internal`: name -> module).
 */
function importFromRoot(held, publicNames, internal) {
  return {
    name: 'import-from-root',
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.namespace === 'root-stand-in') return { path: `./${ROOT}.js`, external: true };
        if (args.kind === 'entry-point' || args.pluginData === 'resolving') return undefined;
        const resolved = await b.resolve(args.path, {
          kind: args.kind,
          importer: args.importer,
          resolveDir: args.resolveDir,
          pluginData: 'resolving',
        });
        if (resolved.errors.length > 0 || resolved.external || !held.has(resolved.path))
          return undefined;
        return { path: resolved.path, namespace: 'root-stand-in' };
      });
      b.onLoad({ filter: /.*/, namespace: 'root-stand-in' }, (args) => {
        const names = held.get(args.path).map((name) => {
          if (publicNames.has(name)) return name;
          internal.set(INTERNAL + name, args.path);
          return `${INTERNAL}${name} as ${name}`;
        });
        // A module without exports is still imported, for what it does as it runs.
        return {
          contents: names.length
            ? `export { ${names.join(', ')} } from "./${ROOT}.js";`
            : `import "./${ROOT}.js";`,
          loader: 'js',
        };
      });
    },
  };
}

/** The names the entries and chunks of `metafile` import from index.js. */
function namesImportedFromRoot(metafile) {
  const names = new Set();
  for (const [file, output] of Object.entries(metafile.outputs)) {
    if (!output.imports.some((i) => i.path === `./${ROOT}.js`)) continue;
    const text = readFileSync(resolve(packageDir, file), 'utf8');
    for (const [, list] of text.matchAll(
      new RegExp(`(?:import|export)\\s*\\{([^}]*)\\}\\s*from\\s*"\\./${ROOT}\\.js"`, 'g'),
    )) {
      for (const name of list
        .split(',')
        .map((n) => n.trim().split(/\s+as\s+/)[0])
        .filter(Boolean))
        names.add(name);
    }
  }
  return names;
}
