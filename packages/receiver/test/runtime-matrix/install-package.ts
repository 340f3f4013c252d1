import { execFileSync } from 'node:child_process';
import { buildSync } from 'esbuild';
import { cpSync, mkdirSync, mkdtempSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..', '..');

/**
 * Builds @designhooks/receiver (and the @designhooks/types it declares its types with) and
 * installs them into node_modules of a new temporary project, so runtimes import the package
 * by name as a user's app does: declarations with tsc, code with esbuild as two builds chosen by
 * conditional exports, `node` (node:crypto) and `web` (Web Crypto, for the workerd/worker/browser
 * conditions), each with its `#crypto/*` imports resolved at build time, shared code split into
 * chunks and every event's validator in its own lazily imported chunk. express and hono are
 * linked in from the repository for the express adapter and the Hono route. Returns the project's folder.
 */
export function installPackage(): string {
  const project = mkdtempSync(join(tmpdir(), 'designhooks-runtimes-'));
  const out = join(project, 'build');
  const receiverSrc = join(root, 'packages', 'receiver', 'src');
  writeFileSync(
    join(project, 'tsconfig.build.json'),
    JSON.stringify({
      compilerOptions: {
        target: 'ES2022',
        module: 'NodeNext',
        moduleResolution: 'NodeNext',
        lib: ['ES2023', 'DOM', 'DOM.Iterable'],
        types: ['node'],
        typeRoots: [join(root, 'node_modules', '@types')],
        strict: true,
        skipLibCheck: true,
        declaration: true,
        emitDeclarationOnly: true,
        allowImportingTsExtensions: true,
        verbatimModuleSyntax: true,
        rootDir: join(root, 'packages'),
        outDir: out,
      },
      files: [
        ...['index', 'fetch', 'node', 'express'].map((entry) => join(receiverSrc, `${entry}.ts`)),
        join(root, 'packages', 'types', 'src', 'index.ts'),
      ],
    }),
  );
  execFileSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(project, 'tsconfig.build.json')], {
    cwd: root,
    stdio: 'pipe',
  });

  // The JavaScript as the package ships it (packages/receiver/scripts/build-bundles.mjs).
  execFileSync(process.execPath, [join(root, 'packages', 'receiver', 'scripts', 'build-bundles.mjs'), join(out, 'code')], { cwd: root, stdio: 'pipe' });

  const modules = join(project, 'node_modules');
  const receiver = join(modules, '@designhooks', 'receiver');
  const types = join(modules, '@designhooks', 'types');
  mkdirSync(join(modules, '@designhooks'), { recursive: true });
  mkdirSync(receiver);
  mkdirSync(types);
  mkdirSync(join(receiver, 'dist'));
  renameSync(join(out, 'receiver', 'src'), join(receiver, 'dist', 'types'));
  renameSync(join(out, 'code', 'node'), join(receiver, 'dist', 'node'));
  renameSync(join(out, 'code', 'web'), join(receiver, 'dist', 'web'));
  mkdirSync(join(types, 'dist'));
  renameSync(join(out, 'types', 'src'), join(types, 'dist', 'types'));
  const web = (name: string) => `./dist/web/${name}.js`;
  const entry = (name: string, both = true) => ({
    types: `./dist/types/${name}.d.ts`,
    ...(both ? { workerd: web(name), worker: web(name), browser: web(name) } : {}),
    default: `./dist/node/${name}.js`,
  });
  writeJson(join(receiver, 'package.json'), {
    name: '@designhooks/receiver',
    version: '0.0.0-test',
    type: 'module',
    exports: { '.': entry('index'), './fetch': entry('fetch'), './node': entry('node', false), './express': entry('express', false) },
    dependencies: { '@designhooks/types': '0.0.0-test' },
  });
  buildSync({ entryPoints: [join(root, 'packages', 'types', 'src', 'index.ts')], outdir: join(types, 'dist'), format: 'esm', logLevel: 'warning' });
  writeJson(join(types, 'package.json'), {
    name: '@designhooks/types',
    version: '0.0.0-test',
    type: 'module',
    exports: { '.': { types: './dist/types/index.d.ts', default: './dist/index.js' } },
  });
  for (const name of ['express', 'hono']) symlinkSync(join(root, 'node_modules', name), join(modules, name));
  writeJson(join(project, 'package.json'), { name: 'runtime-matrix-app', private: true, type: 'module' });
  for (const file of ['make-receiver.mjs', 'fetch-runner.mjs', 'node-adapters-runner.mjs', 'worker.mjs']) {
    cpSync(join(import.meta.dirname, file), join(project, file));
  }
  return project;
}

function writeJson(path: string, value: unknown): void {
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}
