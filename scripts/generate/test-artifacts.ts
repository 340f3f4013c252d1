import { generateDocBlocks } from './generate-doc-blocks.ts';
import { generateFixtureTypecheck } from './generate-fixture-typecheck.ts';
import type { GeneratedFile } from './generated-file.ts';

/** Where the test-only generated files go: ignored by git, rewritten before each type-check. */
export const TEST_ARTIFACTS_DIR = 'test/generated';

/**
 * The generated files only the type-check reads (the docs' code blocks, the fixtures as typed
 * literals): written into TEST_ARTIFACTS_DIR by `npm run typecheck` before `tsc`, never committed,
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
