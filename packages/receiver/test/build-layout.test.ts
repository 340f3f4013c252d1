// The layout scripts/build-bundles.mjs makes for a cold start: the root entry is one file, each
// generated validator is one file, and the other entries share the root's modules instead of
// holding copies. A change that brings back a chunk between the root and its code, or a validator
// that imports a shared chunk, costs a cold start a file read (bench/cold-start.bench.ts).
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const packageDir = join(import.meta.dirname, '..');
let outdir: string;

/** The specifiers of a built file's static imports and `import()`s. */
function importsOf(file: string): { static: string[]; dynamic: string[] } {
  const code = readFileSync(file, 'utf8');
  return {
    static: [
      ...code.matchAll(/(?:^|[;}\s])(?:import|export)\s*(?:[\w${}\s,*]*from\s*)?"([^"]+)"/g),
    ].map((m) => m[1]!),
    dynamic: [...code.matchAll(/import\("([^"]+)"\)/g)].map((m) => m[1]!),
  };
}

beforeAll(() => {
  outdir = mkdtempSync(join(tmpdir(), 'designhooks-build-layout-'));
  execFileSync(process.execPath, [join(packageDir, 'scripts', 'build-bundles.mjs'), outdir], {
    stdio: 'pipe',
    timeout: 120_000,
  });
}, 150_000);

afterAll(() => rmSync(outdir, { recursive: true, force: true }));

describe.each(['node', 'web'])('the %s build', (target) => {
  const dir = () => join(outdir, target);

  it('index.js imports no other file of the package: the root entry is one file', () => {
    const imports = importsOf(join(dir(), 'index.js')).static;
    expect(imports.filter((specifier) => specifier.startsWith('.'))).toEqual([]);
    expect(new Set(imports)).toEqual(
      new Set(target === 'node' ? ['node:buffer', 'node:crypto'] : []),
    );
  });

  it('index.js imports each fast validator (and the doctor) lazily, a file that imports nothing', () => {
    const dynamic = importsOf(join(dir(), 'index.js')).dynamic;
    // The one package imported: the optional peer @opentelemetry/api, looked for by the node
    // build only (a bundler of the web build would fail on it when it is not installed).
    const packages = dynamic.filter((specifier) => !specifier.startsWith('.'));
    expect(packages).toEqual(target === 'node' ? ['@opentelemetry/api'] : []);
    const lazy = dynamic.filter((specifier) => specifier.startsWith('.'));
    expect(lazy).toContain('./project.js');
    expect(lazy).toContain('./project.errors.js');
    for (const file of lazy)
      expect(importsOf(join(dir(), file)), file).toEqual({ static: [], dynamic: [] });
  });

  it('the signature doctor is a file of its own, imported only when a signature check fails', () => {
    const index = readFileSync(join(dir(), 'index.js'), 'utf8');
    expect(importsOf(join(dir(), 'index.js')).dynamic).toContain('./explain.js');
    // its code (the body and key variants, the fixes) is not in the root entry a cold start reads
    expect(index).not.toMatch(
      /function diagnoseSignature|function bodyVariants|function secretVariants/,
    );
    expect(index).not.toContain('is the HMAC of the body');
    const doctor = readFileSync(join(dir(), 'explain.js'), 'utf8');
    expect(doctor).toMatch(/function diagnoseSignature/);
    expect(doctor).toContain('is the HMAC of the body');
  });

  it('the other entries and their chunks import the root from index.js and hold no copy of it', () => {
    const files = readdirSync(dir()).filter(
      (file) =>
        !importsOf(join(dir(), 'index.js')).dynamic.includes(`./${file}`) && file !== 'index.js',
    );
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const code = readFileSync(join(dir(), file), 'utf8');
      // errors.ts's base class and the receive registry live in index.js only.
      expect(code, file).not.toMatch(/class ReceiverError\b|new WeakMap/);
      for (const specifier of importsOf(join(dir(), file)).static)
        expect(specifier, file).toMatch(/^(\.\/(index|chunk-[\w-]+)\.js|node:\w+|zod)$/);
    }
  });

  it('index.js exports the public API, and other names only with the _internal_ prefix', async () => {
    const source = readFileSync(join(packageDir, 'src', 'index.ts'), 'utf8');
    const publicNames = [...source.matchAll(/export\s*\{([^}]*)\}/g)]
      .flatMap((m) => m[1]!.split(','))
      .map((name) => name.trim())
      .filter((name) => name && !name.startsWith('type '));
    const exported = Object.keys(
      (await import(pathToFileURL(join(dir(), 'index.js')).href)) as object,
    );
    expect(exported).toEqual(expect.arrayContaining(publicNames));
    expect(
      exported.filter((name) => !publicNames.includes(name) && !name.startsWith('_internal_')),
    ).toEqual([]);
  });
});
