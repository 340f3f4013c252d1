import { describe, expect, it } from 'vitest';
import { listFixtures, listInvalidBodies } from '@designhooks/schemas';
import { ENVELOPE_VALIDATOR } from './generated-validator.ts';
import { isKnownEvent } from './parse-delivery.ts';
import { errorValidatorFor, validatorFor } from './validator-for.ts';

// The fast validators are Ajv's code with the error objects stripped by the generator
// (scripts/generate/validators/without-error-objects.ts); the `.errors` validators are Ajv's code as is.
// Both must give the same answer on every body: the fixtures, the invalid bodies, and each
// fixture with one value replaced or removed, at every path, by values of every JSON type.
const REPLACEMENTS: unknown[] = [
  undefined,
  null,
  '',
  'x',
  '#',
  'not-a-uuid',
  'a@b.co',
  'https://example.com/a',
  '2020-01-01T00:00:00Z',
  0,
  -1,
  1.5,
  true,
  [],
  [1, 2],
  {},
];

function* variants(value: unknown): Generator<unknown> {
  yield value;
  if (typeof value !== 'object' || value === null) return;
  for (const key of Object.keys(value)) {
    const inner = (value as Record<string, unknown>)[key];
    for (const replacement of REPLACEMENTS) yield withValue(value, key, replacement);
    for (const changed of variants(inner))
      if (changed !== inner) yield withValue(value, key, changed);
  }
}

function withValue(value: object, key: string, replacement: unknown): unknown {
  const copy: Record<string, unknown> = Array.isArray(value)
    ? ([...value] as unknown as Record<string, unknown>)
    : { ...value };
  if (replacement === undefined && !Array.isArray(value)) delete copy[key];
  else copy[key] = replacement;
  return copy;
}

// Bodies of a few KB get every one-value change; the long ones (hundreds of commits, the same
// shapes as the short commits.created fixtures) are compared as they are.
const MUTATED_BODY_BYTES = 4096;
const bodies = [...listFixtures(), ...listInvalidBodies()].map((file) => ({
  body: JSON.parse(file.bytes.toString('utf8')) as { event?: unknown },
  mutate: file.bytes.length <= MUTATED_BODY_BYTES,
}));

describe('the fast generated validators', () => {
  it('answer as the validators that list every error, on every fixture and invalid body and one-value changes of them', async () => {
    let checked = 0;
    let rejected = 0;
    const disagreements: string[] = [];
    for (const { body, mutate } of bodies) {
      const event =
        typeof body.event === 'string' && isKnownEvent(body.event) ? body.event : undefined;
      for (const name of new Set([event ?? ENVELOPE_VALIDATOR, ENVELOPE_VALIDATOR])) {
        const fast = await validatorFor(name);
        const complete = await errorValidatorFor(name);
        for (const value of mutate ? variants(body) : [body]) {
          const answer = complete(value);
          if (fast(value) !== answer)
            disagreements.push(
              `${name} (${answer ? 'valid' : 'invalid'}): ${JSON.stringify(value)}`,
            );
          checked++;
          if (!answer) rejected++;
        }
      }
    }
    expect(disagreements.slice(0, 5)).toEqual([]);
    // Both answers occur often: the comparison is not all one way.
    expect(checked).toBeGreaterThan(10_000);
    expect(rejected).toBeGreaterThan(checked / 4);
    expect(rejected).toBeLessThan(checked);
  });
});
