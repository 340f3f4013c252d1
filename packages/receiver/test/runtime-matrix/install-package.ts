import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..', '..', '..', '..');

/**
 * Builds @designhooks/receiver (and the @designhooks/types it declares its types with) to ES
 * modules + declarations with tsc, and installs them into node_modules of a new temporary
 * project, so runtimes import the package by name as a user's app does. express is linked in
 * from the repository for the express adapter. Returns the project's folder.
 */
export function installPackage(): string {
  const project = mkdtempSync(join(tmpdir(), 'designhooks-runtimes-'));
  const out = join(project, 'build');
  const receiverSrc = join(root, 'packages', 'receiver', 'src');
  const web = readdirSync(join(receiverSrc, 'signature', 'web')).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
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
        rewriteRelativeImportExtensions: true,
        verbatimModuleSyntax: true,
        rootDir: join(root, 'packages'),
        outDir: out,
      },
      files: [
        ...['index', 'fetch', 'node', 'express'].map((entry) => join(receiverSrc, `${entry}.ts`)),
        ...web.map((file) => join(receiverSrc, 'signature', 'web', file)),
        join(root, 'packages', 'types', 'src', 'index.ts'),
      ],
    }),
  );
  execFileSync(process.execPath, [join(root, 'node_modules', 'typescript', 'bin', 'tsc'), '-p', join(project, 'tsconfig.build.json')], {
    cwd: root,
    stdio: 'pipe',
  });

  const modules = join(project, 'node_modules');
  const receiver = join(modules, '@designhooks', 'receiver');
  const types = join(modules, '@designhooks', 'types');
  mkdirSync(join(modules, '@designhooks'), { recursive: true });
  mkdirSync(receiver);
  mkdirSync(types);
  renameSync(join(out, 'receiver', 'src'), join(receiver, 'dist'));
  renameSync(join(out, 'types', 'src'), join(types, 'dist'));
  const entry = (name: string) => ({ types: `./dist/${name}.d.ts`, default: `./dist/${name}.js` });
  writeJson(join(receiver, 'package.json'), {
    name: '@designhooks/receiver',
    version: '0.0.0-test',
    type: 'module',
    exports: { '.': entry('index'), './fetch': entry('fetch'), './node': entry('node'), './express': entry('express') },
    imports: {
      '#crypto/*': {
        types: './dist/signature/node/*.d.ts',
        workerd: './dist/signature/web/*.js',
        worker: './dist/signature/web/*.js',
        browser: './dist/signature/web/*.js',
        default: './dist/signature/node/*.js',
      },
    },
    dependencies: { '@designhooks/types': '0.0.0-test' },
  });
  writeJson(join(types, 'package.json'), { name: '@designhooks/types', version: '0.0.0-test', type: 'module', exports: { '.': entry('index') } });
  symlinkSync(join(root, 'node_modules', 'express'), join(modules, 'express'));
  writeJson(join(project, 'package.json'), { name: 'runtime-matrix-app', private: true, type: 'module' });
  for (const file of ['make-receiver.mjs', 'fetch-runner.mjs', 'node-adapters-runner.mjs', 'worker.mjs']) {
    cpSync(join(import.meta.dirname, file), join(project, file));
  }
  return project;
}

function writeJson(path: string, value: unknown): void {
  writeFileSync(path, `${JSON.stringify(value, null, 2)}\n`);
}
