import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const blocks = join(import.meta.dirname, 'generated/doc-blocks');

/**
 * Imports the one code block of docs/<page>.md that contains every marker, as generated into
 * test/generated/doc-blocks (`npm run typecheck`). Found by content, not by its number, so a block
 * added above it in the page does not move what a test runs; none or several is an error.
 */
export async function importDocBlock<T>(page: string, ...markers: string[]): Promise<T> {
  const found = readdirSync(blocks).filter((file) => {
    if (!file.startsWith(`docs--${page}.`)) return false;
    const text = readFileSync(join(blocks, file), 'utf8');
    return markers.every((marker) => text.includes(marker));
  });
  if (found.length !== 1)
    throw new Error(
      `docs/${page}.md has ${found.length} code blocks with ${markers.join(' and ')}, not one`,
    );
  return (await import(pathToFileURL(join(blocks, found[0]!)).href)) as T;
}

/**
 * The text of the one code block of docs/<page>.md fenced as `language` (go, python, ...) that
 * contains `marker` (any, when none is given): the blocks of languages the type-check does not
 * generate are read straight from the page.
 */
export function docBlockText(page: string, language: string, marker = ''): string {
  const markdown = readFileSync(join(import.meta.dirname, '..', 'docs', `${page}.md`), 'utf8');
  const found = [
    ...markdown.matchAll(new RegExp(`^\`\`\`${language}\\n([\\s\\S]*?)^\`\`\`$`, 'gm')),
  ].filter((block) => block[1]!.includes(marker));
  if (found.length !== 1)
    throw new Error(
      `docs/${page}.md has ${found.length} ${language} code blocks${marker ? ` with ${marker}` : ''}, not one`,
    );
  return found[0]![1]!;
}
