import { createRequire } from 'node:module';
import { dirname } from 'node:path';

/**
 * The inspector page's folder, found through the package's own exports
 * (`@designhooks/harness/inspector/*`), so it is the same whether this module runs from src/, from
 * dist/ or inside the CLI bundle, in this repo or installed in node_modules.
 *
 * @example
 * ```ts
 * const page = staticPage(inspectorDir()); // serves GET /, /inspector.js, /inspector.css...
 * ```
 */
export function inspectorDir(): string {
  return dirname(
    createRequire(import.meta.url).resolve('@designhooks/harness/inspector/index.html'),
  );
}
