import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { generatedFiles } from '../scripts/generate/generated-files.ts';
import { VALIDATORS_DIR } from '../scripts/generate/output/generated-file.ts';
import { GENERATED_HEADER } from '../scripts/generate/output/generated-header.ts';

const root = join(import.meta.dirname, '..');

describe('generated files', async () => {
  const files = await generatedFiles();

  it.each(files.map((f) => [f.path, f] as const))(
    '%s is current (else run `npm run generate`)',
    (path, file) => {
      const committed = readFileSync(join(root, path), 'utf8');
      expect(committed.split('\n', 1)[0]).toContain(GENERATED_HEADER);
      expect(committed, `${path} is stale: run npm run generate and commit the result`).toBe(
        file.content,
      );
    },
  );

  it(`${VALIDATORS_DIR} holds no module that is no longer generated`, () => {
    const present = existsSync(join(root, VALIDATORS_DIR))
      ? readdirSync(join(root, VALIDATORS_DIR))
      : [];
    const expected = files
      .filter((f) => f.path.startsWith(`${VALIDATORS_DIR}/`))
      .map((f) => f.path.split('/').pop());
    expect(present.sort()).toEqual(expected.sort());
  });
});
