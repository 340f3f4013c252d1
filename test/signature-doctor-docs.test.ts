import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { SIGNATURE_DIAGNOSIS_CODES } from '@designhooks/receiver';

// docs/verifying-signatures.md's troubleshooting table is the signature doctor's closed list:
// one row per code, in the documented order the doctor decides ties by.
const doc = readFileSync(
  join(import.meta.dirname, '..', 'docs', 'verifying-signatures.md'),
  'utf8',
);

describe('the troubleshooting table of docs/verifying-signatures.md', () => {
  it('has one row per code, in SIGNATURE_DIAGNOSIS_CODES order', () => {
    const table = doc.slice(doc.indexOf('### Troubleshooting: one row per code'));
    const rows = [...table.matchAll(/^\| `([a-z0-9-]+)` \|/gm)].map((match) => match[1]);
    expect(rows).toEqual([...SIGNATURE_DIAGNOSIS_CODES]);
  });
});
