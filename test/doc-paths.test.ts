import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { markdownDocs } from '../scripts/generate/docs/markdown-docs.ts';

// Every file the README, the docs and the workspaces' READMEs point at exists: a relative link, and a path in backticks
// that starts at the repository's root (`harness/test/listener/…`, `packages/receiver/src/…`).
// A moved test or module cannot leave a doc naming its old place. Paths in backticks that do not
// start at the root (`src/core/pipeline.ts` in a package's context, `app/webhooks/route.ts` in
// a user's app) are not checked: nothing says where they start. "Exists" means in git, not on
// this disk: what a fresh clone has (a file git tracks, or a folder holding some), or a place git
// ignores because a tool writes there (a report folder), which a fresh clone does not have yet.
const root = join(import.meta.dirname, '..');
const topLevel = new Set(readdirSync(root).filter((name) => name !== 'node_modules'));
const git = (args: string[]) =>
  execFileSync('git', args, { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] });
const tracked = new Set<string>();
for (const file of git(['ls-files']).split('\n').filter(Boolean))
  for (let path = file; path !== '.'; path = dirname(path)) tracked.add(path);

/** The references whose path is neither tracked nor a place git ignores. */
function missing(found: Reference[]): string[] {
  const absent = found.filter((ref) => !tracked.has(normalize(ref.path).replace(/\/$/, '')));
  if (absent.length === 0) return [];
  let ignored: Set<string>;
  try {
    ignored = new Set(git(['check-ignore', '--', ...absent.map((ref) => ref.path)]).split('\n'));
  } catch {
    ignored = new Set(); // exit 1: git ignores none of them
  }
  return absent
    .filter((ref) => !ignored.has(ref.path))
    .map((ref) => `${ref.doc}:${ref.line}: ${ref.path}`);
}

interface Reference {
  doc: string;
  line: number;
  path: string;
}

function references(doc: string): { links: Reference[]; paths: Reference[] } {
  const text = readFileSync(join(root, doc), 'utf8');
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  const links: Reference[] = [];
  for (const match of text.matchAll(/\]\(([\w./-]+)(#[\w-]*)?\)/g)) {
    const target = match[1]!;
    if (!/^[a-z]+:/.test(target))
      links.push({ doc, line: lineOf(match.index), path: join(dirname(doc), target) });
  }
  const paths: Reference[] = [];
  for (const match of text.matchAll(/`([\w.-]+)\/([\w./-]+)`/g)) {
    if (topLevel.has(match[1]!))
      paths.push({ doc, line: lineOf(match.index), path: `${match[1]}/${match[2]}` });
  }
  return { links, paths };
}

// The workspaces' READMEs too: npm shows them, and they name the guides under docs/.
const workspaceReadmes = git(['ls-files', '--', '*/README.md'])
  .split('\n')
  .filter((path) => path !== '' && !path.startsWith('docs/'));
const all = [...markdownDocs(), ...workspaceReadmes].map(references);
const links = all.flatMap((found) => found.links);
const paths = all.flatMap((found) => found.paths);

describe('files the docs point at', () => {
  it('finds links and repository paths to check', () => {
    expect(links.length).toBeGreaterThanOrEqual(50);
    expect(paths.length).toBeGreaterThanOrEqual(30);
  });

  it('every relative link of the README and docs/ names a file or folder that exists', () => {
    expect(missing(links)).toEqual([]);
  });

  it('every path in backticks that starts at the repository root exists', () => {
    expect(missing(paths)).toEqual([]);
  });
});
