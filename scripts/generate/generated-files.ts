import { generateFixtureTypecheck } from './generate-fixture-typecheck.ts';
import { generateDocBlocks } from './generate-doc-blocks.ts';
import { generateDriftTable } from './generate-drift-table.ts';
import { generateEventsReference } from './generate-events-reference.ts';
import { generateOpenApi } from './generate-openapi.ts';
import { generateTypes } from './generate-types.ts';
import { generateValidators } from './generate-validators.ts';
import type { GeneratedFile } from './generated-file.ts';

/** Every file `npm run generate` writes, computed in memory (the staleness test compares them). */
export async function generatedFiles(): Promise<GeneratedFile[]> {
  const reference = generateEventsReference();
  // Doc blocks last: they read the docs, the events reference included, as written now.
  return [
    await generateTypes(),
    await generateFixtureTypecheck(),
    ...generateValidators(),
    await generateDriftTable(),
    reference,
    generateOpenApi(),
    ...generateDocBlocks(),
  ];
}
