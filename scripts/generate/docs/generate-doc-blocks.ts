import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { GENERATED_HEADER } from '../output/generated-header.ts';
import { TEST_ARTIFACTS_DIR, type GeneratedFile } from '../output/generated-file.ts';
import { markdownDocs, repoRoot } from './markdown-docs.ts';

/**
 * test/generated/doc-blocks/*.ts: every ```ts code block of README.md and docs/**\/*.md copied
 * into a module of its own, so the root `tsc` (`npm run typecheck`, which writes them first)
 * type-checks the docs against the code. Test-only: never committed.
 */
export function generateDocBlocks(): GeneratedFile[] {
  const files: GeneratedFile[] = [];
  for (const doc of markdownDocs()) {
    const text = readFileSync(join(repoRoot, doc), 'utf8');
    const blocks = [...text.matchAll(/^```(?:ts|typescript)\n([\s\S]*?)^```$/gm)];
    blocks.forEach((block, index) => {
      files.push({
        path: `${TEST_ARTIFACTS_DIR}/doc-blocks/${doc.replace(/\.md$/, '').replace(/[/]/g, '--')}.${index + 1}.ts`,
        content: `// ${GENERATED_HEADER}\n// From ${doc}, code block ${index + 1}.\n${block[1]}\nexport {};\n`,
      });
    });
  }
  return files;
}
