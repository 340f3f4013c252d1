import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/**
 * The settings page's folder (index.html, .js, .css), found the way the inspector's page is:
 * through the package's own resolution (`@designhooks/harness/package.json`, then
 * `src/serve/settings-page/`), so it is the same from src/, from a build or inside the CLI
 * bundle, in this repo or installed; beside this module when the package does not export its
 * package.json.
 *
 * @example
 * ```ts
 * const page = staticPage(settingsPageDir()); // serves GET / and /settings.js
 * ```
 */
export function settingsPageDir(): string {
  try {
    const root = dirname(
      createRequire(import.meta.url).resolve('@designhooks/harness/package.json'),
    );
    const dir = join(root, 'src', 'serve', 'settings-page');
    if (existsSync(join(dir, 'index.html'))) return dir;
  } catch {
    // the package does not export package.json: fall back to this module's folder
  }
  return join(import.meta.dirname, 'settings-page');
}
