import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  bundleSchema,
  bundledEventSchema,
  ENVELOPE_SCHEMA_ID,
  listFixtures,
  listInvalidBodies,
  schemaDocuments,
} from '@designhooks/schemas';
import { eventNames } from '@designhooks/types';
import { strictAjv, validateStrict } from '@designhooks/test-support';

// zod 4 built from the same JSON Schemas (the schemas stay the only source of truth).
const envelope = z.fromJSONSchema(
  bundleSchema(schemaDocuments().find((d) => d.$id === ENVELOPE_SCHEMA_ID)!) as never,
);
const perEvent = new Map(
  eventNames.map((name) => [name as string, z.fromJSONSchema(bundledEventSchema(name) as never)]),
);

function zodIssues(body: unknown): string[] {
  const first = envelope.safeParse(body);
  if (!first.success) return first.error.issues.map((i) => `/${i.path.join('/')}`);
  const second = perEvent.get((body as { event: string }).event)!.safeParse(body);
  return second.success ? [] : second.error.issues.map((i) => `/${i.path.join('/')}`);
}

const ajv = strictAjv();
const cases = [
  ...listFixtures().map((f) => ({ name: `fixtures/${f.name}`, bytes: f.bytes, valid: true })),
  ...listInvalidBodies().map((b) => ({ name: `invalid/${b.name}`, bytes: b.bytes, valid: false })),
];

describe('Ajv (strict) and zod built from the same schemas agree', () => {
  it.each(cases.map((c) => [c.name, c] as const))('%s', (_name, c) => {
    const body = JSON.parse(c.bytes.toString('utf8'));
    const ajvErrors = validateStrict(ajv, body);
    const zod = zodIssues(body);
    expect(ajvErrors.length === 0).toBe(c.valid);
    expect(zod.length === 0).toBe(c.valid);
  });
});
