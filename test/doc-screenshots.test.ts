import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

// The screenshots the docs show are taken by the browser tests (saveScreenshot with docs: true,
// written to docs/images/ with UPDATE_SCREENSHOTS=1), never by hand: every image a doc names
// exists and is a real screenshot, a browser test takes it, and nothing else sits in docs/images/.
const root = join(import.meta.dirname, '..');
const imagesDir = join(root, 'docs', 'images');

const docs = [
  join(root, 'README.md'),
  ...readdirSync(join(root, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => join(root, 'docs', name)),
];

/** Image name → the docs that show it (`![…](images/x.png)` or `docs/images/x.png` from the README). */
const named = new Map<string, string[]>();
for (const doc of docs)
  for (const [, name] of readFileSync(doc, 'utf8').matchAll(
    /\]\((?:docs\/)?images\/([\w.-]+\.png)\)/g,
  ))
    named.set(name!, [...(named.get(name!) ?? []), relative(root, doc)]);

/** Image name → the test files whose `saveScreenshot(page, '<name>', { …, docs: true })` takes it. */
const takenBy = new Map<string, string[]>();
const testFiles = ['harness/test', 'test/packaging'].flatMap((dir) =>
  readdirSync(join(root, dir), { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.test.ts'))
    .map((name) => join(dir, name)),
);
for (const file of testFiles)
  for (const [, name, options] of readFileSync(join(root, file), 'utf8').matchAll(
    /saveScreenshot\(\s*[\w.]+,\s*'([\w.-]+\.png)',\s*\{([^}]*)\}\s*\)/g,
  ))
    if (/\bdocs: true\b/.test(options!)) takenBy.set(name!, [...(takenBy.get(name!) ?? []), file]);

/** Width and height from a PNG's IHDR chunk, or null when the bytes are not a PNG. */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (bytes.length < 24 || !bytes.subarray(0, 8).equals(signature)) return null;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('the screenshots in docs/', () => {
  it('every image a doc names is in docs/images/ and is a screenshot (a PNG of a page)', () => {
    expect(named.size).toBeGreaterThan(0);
    const present = new Set(readdirSync(imagesDir));
    for (const [name, where] of named) {
      expect(present.has(name), `${name} (shown by ${where.join(', ')}) is missing`).toBe(true);
      const size = pngSize(readFileSync(join(imagesDir, name)));
      expect(size, `${name} is not a PNG`).not.toBeNull();
      expect(size!.width, name).toBeGreaterThanOrEqual(800);
      expect(size!.height, name).toBeGreaterThanOrEqual(400);
    }
  });

  it('every image a doc names is taken by a browser test, and every docs screenshot is shown', () => {
    const notTaken = [...named.keys()].filter((name) => !takenBy.has(name));
    expect(notTaken, 'named in docs/ but no saveScreenshot(..., { docs: true }) takes it').toEqual(
      [],
    );
    const notShown = [...takenBy.keys()].filter((name) => !named.has(name));
    expect(notShown, 'taken for the docs but no doc shows it').toEqual([]);
  });

  it('docs/images/ holds only images a doc shows', () => {
    const stale = readdirSync(imagesDir).filter((name) => !named.has(name));
    expect(stale).toEqual([]);
  });
});
