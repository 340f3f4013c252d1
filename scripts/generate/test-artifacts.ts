import { generateDocBlocks } from './docs/generate-doc-blocks.ts';
import { generateFixtureTypecheck } from './types/generate-fixture-typecheck.ts';
import type { GeneratedFile } from './output/generated-file.ts';

/**
 * The generated files only the type-check reads (the docs' code blocks, the fixtures as typed
 * literals): written into TEST_ARTIFACTS_DIR (output/generated-file.ts) by `npm run typecheck` before `tsc`, never committed,
 * so they cannot go stale.
 *
 * @example
 * ```ts
 * import { testArtifacts } from './test-artifacts.ts';
 * (await testArtifacts()).map((file) => file.path); // ['test/generated/fixtures.typecheck.ts', ...]
 * ```
 */
export async function testArtifacts(): Promise<GeneratedFile[]> {
  return [await generateFixtureTypecheck(), ...generateDocBlocks()];
}
