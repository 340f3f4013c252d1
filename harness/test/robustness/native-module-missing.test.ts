// npm 11 skips a dependency's install script until the project allows it (README, Install), so a
// harness installed without `allowScripts` has better-sqlite3 without its native module. Every
// command that opens the store must then say so in one line with the fix, instead of bindings'
// "unexpected failure" listing the thirteen paths it tried.
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { createServer } from 'node:http';
import { createReceiver, sign } from '@designhooks/receiver';
import { nodeHandler } from '@designhooks/receiver/node';
import { closeServer, listenOnLoopback, quietLogger } from '@designhooks/test-support';
import { beforeAll, describe, expect, it } from 'vitest';
import { hasStackTrace, runCli, tempDir } from '../helpers/run-cli.ts';

const root = join(import.meta.dirname, '..', '..', '..');
let nodeOptions: string;

beforeAll(() => {
  // A copy of better-sqlite3 and the two packages it loads, without the built module (build/),
  // and a resolve hook that hands the harness that copy: a real install whose script never ran.
  const dir = tempDir();
  for (const name of ['better-sqlite3', 'bindings', 'file-uri-to-path'])
    cpSync(join(root, 'node_modules', name), join(dir, 'node_modules', name), {
      recursive: true,
      filter: (source) => !source.includes(join('better-sqlite3', 'build')),
    });
  const copy = pathToFileURL(join(dir, 'node_modules', 'better-sqlite3', 'lib', 'index.js')).href;
  const hooks = `export async function resolve(specifier, context, next) {
    return specifier === 'better-sqlite3' ? { url: ${JSON.stringify(copy)}, shortCircuit: true } : next(specifier, context);
  }`;
  const register = join(dir, 'register.mjs');
  writeFileSync(
    register,
    `import { register } from 'node:module';\nregister(${JSON.stringify(`data:text/javascript,${encodeURIComponent(hooks)}`)});\n`,
  );
  nodeOptions = `--import=${pathToFileURL(register).href}`;
});

describe('the store without its native module', () => {
  it('every command that opens the store says how to build it: one line, exit 1', async () => {
    for (const args of [
      ['deliveries', 'list'],
      ['webhooks', 'list'],
      ['send', 'project.updated', '--url', 'http://127.0.0.1:9/hooks', '--allow-http'],
    ]) {
      const result = await runCli(args, { env: { NODE_OPTIONS: nodeOptions } });
      expect(result.code, result.stderr).toBe(1);
      expect(hasStackTrace(result.stderr)).toBe(false);
      expect(result.stderr).toBe(
        "error: the store's SQLite module (better-sqlite3) was never built: npm 11 runs a dependency's install " +
          'script only when the project allows it; run `npm install-scripts approve better-sqlite3 && ' +
          'npm rebuild better-sqlite3` in your project, then retry\n',
      );
    }
    // What needs no store still works.
    const fixture = join(root, 'schemas', 'fixtures', 'project.updated.json');
    for (const args of [
      ['fixtures', 'list'],
      ['sign', '--secret', 'k', fixture],
      ['validate', fixture],
      ['verify', '--secret', 'k', '--signature', sign(readFileSync(fixture), 'k'), fixture],
    ]) {
      const result = await runCli(args, { env: { NODE_OPTIONS: nodeOptions } });
      expect(result.code, `${args.join(' ')}: ${result.stderr}`).toBe(0);
    }
    // check keeps no records: an integrator grades a receiver in any folder (verifying-signatures.md).
    const receiver = createServer(
      nodeHandler(createReceiver({ secret: 'k', logger: quietLogger })),
    );
    const port = await listenOnLoopback(receiver);
    try {
      const url = `http://127.0.0.1:${port}/webhooks`;
      const graded = await runCli(['check', url, '--allow-http', '--secret', 'k'], {
        env: { NODE_OPTIONS: nodeOptions },
      });
      expect(graded.stdout).toMatch(/^37 cases: 37 passed/m);
      expect(graded.code, graded.stderr).toBe(0);
    } finally {
      await closeServer(receiver);
    }
  });
});
