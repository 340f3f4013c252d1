// Installed size: @designhooks/receiver as built and installed in an app, with its dependencies,
// beside @octokit/webhooks with its dependencies (as npm installed them in this repository).
import { existsSync, lstatSync, readdirSync, readFileSync, realpathSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { installWorkspaces } from '@designhooks/test-support';

interface Size {
  packages: string[];
  files: number;
  bytes: number;
}

export async function run(): Promise<{ title: string; markdown: string }> {
  const project = await installWorkspaces(['packages/receiver']);
  try {
    const receiver = withDependencies(join(project, 'node_modules', '@designhooks', 'receiver'));
    const octokit = withDependencies(
      join(import.meta.dirname, '..', 'node_modules', '@octokit', 'webhooks'),
    );
    const row = (name: string, size: Size) =>
      `| ${name} | ${size.packages.length - 1}: ${size.packages.slice(1).join(', ') || 'none'} | ${size.files} | ${(size.bytes / 1024).toFixed(0)} KiB |`;
    const markdown = [
      'Files on disk once installed, the package and every runtime dependency it pulls in (devDependencies',
      'and optional peers such as zod for `@designhooks/receiver/zod` not counted).',
      '',
      '| package | runtime dependencies | files | size |',
      '|---|---|---:|---:|',
      row('@designhooks/receiver (node and web builds, declarations)', receiver),
      row('@octokit/webhooks', octokit),
    ].join('\n');
    return { title: 'Installed size', markdown };
  } finally {
    rmSync(project, { recursive: true, force: true });
  }
}

/** The package folder plus its dependencies, resolved the way Node does (up the node_modules). */
function withDependencies(folder: string): Size {
  const seen = new Map<string, string>();
  const visit = (dir: string) => {
    const real = realpathSync(dir);
    const manifest = JSON.parse(readFileSync(join(real, 'package.json'), 'utf8')) as {
      name: string;
      dependencies?: Record<string, string>;
    };
    if (seen.has(real)) return;
    seen.set(real, manifest.name);
    for (const dependency of Object.keys(manifest.dependencies ?? {}))
      visit(resolvePackage(dir, dependency));
  };
  visit(folder);
  let files = 0;
  let bytes = 0;
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const path = join(dir, entry);
      const stat = lstatSync(path);
      if (stat.isDirectory()) {
        if (entry !== 'node_modules') walk(path);
      } else {
        files++;
        bytes += stat.size;
      }
    }
  };
  for (const dir of seen.keys()) walk(dir);
  return { packages: [...seen.values()], files, bytes };
}

function resolvePackage(from: string, name: string): string {
  for (let dir = from; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return candidate;
    if (dirname(dir) === dir) throw new Error(`cannot resolve ${name} from ${from}`);
  }
}
