import { listFixtures } from '@designhooks/schemas';
import { format } from 'prettier';
import { eventTable } from '../schema/event-table.ts';
import { GENERATED_HEADER } from '../output/generated-header.ts';
import { TEST_ARTIFACTS_DIR, type GeneratedFile } from '../output/generated-file.ts';

/**
 * test/generated/fixtures.typecheck.ts: every fixture as an object literal annotated with its
 * event's generated type, so `tsc` (`npm run typecheck`, which writes it first) fails when a
 * fixture lacks a required field, has a wrong type, or carries a field the types do not know.
 * Test-only: never committed.
 */
export async function generateFixtureTypecheck(): Promise<GeneratedFile> {
  const titles = new Map(eventTable().map((e) => [e.name, e.title]));
  const fixtures = listFixtures();
  const used = [...new Set(fixtures.map((f) => titles.get(f.event)!))].sort();
  const content = [
    `// ${GENERATED_HEADER}`,
    '// Every fixture in schemas/fixtures, checked by tsc against the generated types.',
    `import type { ${used.join(', ')} } from '@designhooks/types';`,
    '',
    ...fixtures.map(
      (f) =>
        `export const ${identifier(f.name)}: ${titles.get(f.event)} = ${f.bytes.toString('utf8')};\n`,
    ),
  ].join('\n');
  return {
    path: `${TEST_ARTIFACTS_DIR}/fixtures.typecheck.ts`,
    content: await format(content, { parser: 'typescript', printWidth: 100, singleQuote: true }),
  };
}

/** project.updated.with-values → project_updated_with_values */
function identifier(name: string): string {
  return name.replace(/[^A-Za-z0-9]/g, '_');
}
