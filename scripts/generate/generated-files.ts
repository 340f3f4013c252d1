import { generateDriftTable } from './generate-drift-table.ts';
import { generateEventsReference } from './generate-events-reference.ts';
import { generateOpenApi } from './generate-openapi.ts';
import { generatePackageVersions } from './generate-package-versions.ts';
import { generateTypes } from './generate-types.ts';
import { generateValidators } from './generate-validators.ts';
import type { GeneratedFile } from './generated-file.ts';

/**
 * Every committed file `npm run generate` writes, computed in memory (the staleness test compares
 * them). The test-only ones are test-artifacts.ts's.
 */
export async function generatedFiles(): Promise<GeneratedFile[]> {
  return [
    await generateTypes(),
    ...generateValidators(),
    await generateDriftTable(),
    generateEventsReference(),
    generateOpenApi(),
    ...generatePackageVersions(),
  ];
}
