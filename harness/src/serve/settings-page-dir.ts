import { join } from 'node:path';
import { packageFolder } from '../local-server/package-folder.ts';

/**
 * The settings page's folder (index.html, .js, .css), found through the package's own
 * resolution (`src/serve/settings-page/` of `@designhooks/harness`), so it is the same from
 * src/, from a build or inside the CLI bundle, in this repo or installed; beside this module
 * when the package does not export its package.json.
 *
 * @example
 * ```ts
 * const page = staticPage(settingsPageDir()); // serves GET / and /settings.js
 * ```
 */
export function settingsPageDir(): string {
  return packageFolder(
    'src/serve/settings-page',
    join(import.meta.dirname, 'settings-page'),
    'index.html',
  );
}
