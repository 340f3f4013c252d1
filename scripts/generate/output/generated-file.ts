/** A file the generator writes: its path relative to the repository root and its content. */
export interface GeneratedFile {
  path: string;
  content: string;
}

/** Where the generated validators (and the drift table) go, relative to the repository root. */
export const VALIDATORS_DIR = 'packages/receiver/src/contract/generated';

/** Where the test-only generated files go (test-artifacts.ts): ignored by git. */
export const TEST_ARTIFACTS_DIR = 'test/generated';
