import { mkdirSync } from 'node:fs';
import { join } from 'node:path';

/** The repository's root (test/support/src/ is three levels down). */
const REPO_ROOT = join(import.meta.dirname, '..', '..', '..');

/** Where the docs' screenshots live: docs/*.md show them as `images/<name>.png`. */
export const DOCS_IMAGES = join(REPO_ROOT, 'docs', 'images');

/** A playwright or puppeteer page (or element): anything that can write a screenshot to a file. */
export interface Screenshotter {
  screenshot(options: { path: string }): Promise<unknown>;
}

/**
 * Saves a browser test's screenshot as `test-output/<folder>/<name>` on every run (to look at
 * what the test saw). A `docs: true` screenshot is one a doc shows: with `UPDATE_SCREENSHOTS=1`
 * it also replaces `docs/images/<name>`, and test/doc-screenshots.test.ts fails when a doc names
 * an image that no such call takes.
 *
 * @example
 * ```ts
 * await saveScreenshot(page, 'inspector-diff.png', { folder: 'inspector', docs: true });
 * ```
 */
export async function saveScreenshot(
  page: Screenshotter,
  name: string,
  options: { folder: string; docs?: boolean },
): Promise<void> {
  const outputDir = join(REPO_ROOT, 'test-output', options.folder);
  mkdirSync(outputDir, { recursive: true });
  await page.screenshot({ path: join(outputDir, name) });
  if (options.docs && process.env.UPDATE_SCREENSHOTS)
    await page.screenshot({ path: join(DOCS_IMAGES, name) });
}
