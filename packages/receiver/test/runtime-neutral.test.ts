import { join } from 'node:path';
import { build } from 'esbuild';
import { describe, expect, it } from 'vitest';

const src = join(import.meta.dirname, '..', 'src');

/** The root and /fetch entries bundled (validators included) for one set of export conditions. */
async function bundle(conditions: string[]): Promise<string> {
  const result = await build({
    stdin: {
      contents: "export * from './index.ts'; export * from './fetch.ts';",
      resolveDir: src,
      loader: 'ts',
    },
    bundle: true,
    write: false,
    format: 'esm',
    platform: 'neutral',
    conditions,
    external: ['node:*'],
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

/** What neither build may contain: Node-only globals and APIs, and code built from strings. */
const NODE_ONLY_OR_EVAL = [
  /\bBuffer\b/,
  /\bprocess\./,
  /\bcreateRequire\b/,
  /\beval\(/,
  /new Function\b/,
  /\brequire\(/,
  /readFileSync|readdirSync/,
];

/** Fails naming the first forbidden pattern found in `code`, with the code around it. */
function expectNone(code: string, forbidden: RegExp[]): void {
  for (const pattern of forbidden) {
    const at = code.search(pattern);
    expect(at, `${pattern} at: ${code.slice(Math.max(0, at - 80), at + 80)}`).toBe(-1);
  }
}

describe('the root and /fetch entries need nothing Node-only', () => {
  it('the web build (workerd/worker/browser): no node: import, Buffer, process, fs, createRequire, eval or new Function', async () => {
    const code = await bundle(['workerd', 'worker', 'browser']);
    expect(code).toContain('crypto.subtle');
    expectNone(code, [/(from\s*|import\(\s*|require\(\s*)["']node:/, ...NODE_ONLY_OR_EVAL]);
  });

  // node:buffer for the signature's bytes (Buffer.from is a pooled copy, TextEncoder allocates):
  // imported by name, never the global, so Deno, which has no global Buffer, runs it too.
  it('the node build imports node:crypto and node:buffer and nothing else of Node; no eval, new Function, fs or createRequire either', async () => {
    const code = await bundle(['node']);
    const imports = [...code.matchAll(/from\s*"([^"]+)"/g)].map((m) => m[1]);
    expect(new Set(imports)).toEqual(new Set(['node:buffer', 'node:crypto']));
    // esbuild renames the import (Buffer2): a `Buffer.` left in code would be the global.
    expect(code).toMatch(/import\s*\{\s*Buffer as Buffer\d\s*\}\s*from\s*"node:buffer"/);
    expectNone(code, [/^(?!\s*\/\/).*\bBuffer\./m]);
    expectNone(
      code,
      NODE_ONLY_OR_EVAL.filter((pattern) => !pattern.test('Buffer')),
    );
  });
});
