import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * A folder of the harness package's own files (a page's HTML, CSS and scripts), found through
 * the package's resolution (`@designhooks/harness/package.json`, then `path` inside it), so it
 * is the same from src/, from a build or inside the CLI bundle, in this repo or installed;
 * `fallback` (a folder beside the calling module) when the package does not resolve or lacks
 * `path`/`marker`.
 *
 * @example
 * ```ts
 * packageFolder('src/serve/settings-page', join(import.meta.dirname, 'settings-page'), 'index.html');
 * ```
 */
export function packageFolder(path: string, fallback: string, marker: string): string {
  try {
    const root = dirname(
      createRequire(import.meta.url).resolve('@designhooks/harness/package.json'),
    );
    const dir = join(root, path);
    if (existsSync(join(dir, marker))) return dir;
  } catch {
    // the package does not export package.json: fall back to the caller's folder
  }
  return fallback;
}
