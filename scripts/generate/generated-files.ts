import { generateFixtureTypecheck } from './generate-fixture-typecheck.ts';
import { generateEventsReference } from './generate-events-reference.ts';
import { generateTypes } from './generate-types.ts';
import type { GeneratedFile } from './generated-file.ts';

/** Every file `npm run generate` writes, computed in memory (the staleness test compares them). */
export async function generatedFiles(): Promise<GeneratedFile[]> {
  return [await generateTypes(), await generateFixtureTypecheck(), generateEventsReference()];
}
