import { generateDriftTable } from './validators/generate-drift-table.ts';
import { generateEventsReference } from './docs/generate-events-reference.ts';
import { generateOpenApi } from './openapi/generate-openapi.ts';
import { generatePackageVersions } from './generate-package-versions.ts';
import { generateTypes } from './types/generate-types.ts';
import { generateValidators } from './validators/generate-validators.ts';
import type { GeneratedFile } from './output/generated-file.ts';

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
