import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';

/** The repository root. */
export const repoRoot = join(import.meta.dirname, '..', '..', '..');

/**
 * The README and every Markdown file under docs/, as paths relative to the repository root:
 * the files whose code blocks are extracted (npm run generate) and checked (tests).
 */
export function markdownDocs(): string[] {
  const docs = readdirSync(join(repoRoot, 'docs'), { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() && entry.name.endsWith('.md') && !entry.parentPath.includes('node_modules'),
    )
    .map((entry) => relative(repoRoot, join(entry.parentPath, entry.name)));
  return ['README.md', ...docs.sort()];
}
