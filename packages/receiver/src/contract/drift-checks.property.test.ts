import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { listFixtures, listInvalidBodies } from '@designhooks/schemas';
import { validatorFor } from './validator-for.ts';
import { walkDrift } from './walk-drift.ts';

// The generated check each event's fast validator carries (`validate.hasDrift`) must answer "any
// drift?" exactly as the table walk finds some: detectDrift trusts a `false` and skips the walk.
const checks = new Map<string, (delivery: unknown) => boolean>();
const hasDrift = (event: string, delivery: unknown) => checks.get(event)!(delivery);

function agree(event: string, delivery: unknown): void {
  const walked = (walkDrift(event, delivery, Number.MAX_SAFE_INTEGER) ?? []).length > 0;
  const checked = hasDrift(event, delivery);
  if (checked !== walked)
    throw new Error(
      `${event}: the check says ${checked}, the walk finds ${walked ? 'drift' : 'none'} in ${JSON.stringify(delivery)}`,
    );
}

const samples = [...listFixtures(), ...listInvalidBodies()].map((f) => ({
  name: f.name,
  value: JSON.parse(f.bytes.toString('utf8')) as { event: string },
}));
const events = [...new Set(listFixtures().map((f) => f.event))];

/** Every location in a value: [parent, key] pairs, the whole body excluded. */
function locations(
  value: unknown,
  into: [Record<string, unknown> | unknown[], string | number][] = [],
) {
  if (Array.isArray(value))
    value.forEach((item, index) => (into.push([value, index]), locations(item, into)));
  else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) {
      into.push([value as Record<string, unknown>, key]);
      locations(item, into);
    }
  }
  return into;
}

const replacement = fc.oneof(
  fc.constantFrom(null, '', 'x', 'REBASE', 'public', 0, 1.5, true, [], {}, ['a'], { beta: 1 }),
  fc.jsonValue({ maxDepth: 2 }),
);
const edit = fc.record({
  sample: fc.nat(samples.length - 1),
  at: fc.nat(),
  how: fc.constantFrom('replace', 'add-field', 'delete'),
  key: fc.constantFrom('beta', '__proto__', 'constructor', 'toString', 'id', 'name', 'a/b~c'),
  value: replacement,
});

describe('the generated drift check', () => {
  beforeAll(async () => {
    for (const event of events) checks.set(event, (await validatorFor(event)).hasDrift!);
  });

  it.each(samples.map((s) => [s.name, s.value]))(
    'agrees with the walk on %s, read as a delivery of every event',
    (_name, value) => {
      for (const event of events) agree(event, value);
    },
  );

  it('agrees with the walk on 5,000 fixtures edited at a random place (a value replaced, a field added or removed)', () => {
    fc.assert(
      fc.property(edit, ({ sample, at, how, key, value }) => {
        const body = structuredClone(samples[sample]!.value);
        const places = locations(body);
        const [parent, where] = places[at % places.length]!;
        if (how === 'replace') (parent as Record<string | number, unknown>)[where] = value;
        else if (how === 'delete' && !Array.isArray(parent)) delete parent[where as string];
        else {
          const target = (parent as Record<string | number, unknown>)[where];
          if (typeof target === 'object' && target !== null && !Array.isArray(target))
            Object.defineProperty(target, key, {
              value,
              enumerable: true,
              configurable: true,
              writable: true,
            });
        }
        for (const event of events) agree(event, body);
      }),
      { numRuns: 5000 },
    );
  });

  it('agrees with the walk on arbitrary JSON under every event', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...events),
        fc.jsonValue({ maxDepth: 4 }),
        fc.jsonValue({ maxDepth: 4 }),
        (event, data, object) => {
          agree(event, { event, data });
          agree(event, { createdAt: '2020-01-01T00:00:00Z', event, data: { object } });
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('is on the fast validator of every event the contract knows, and of no other module', async () => {
    expect([...checks.keys()].sort()).toEqual([...events].sort());
    for (const check of checks.values()) expect(check).toBeTypeOf('function');
    expect((await validatorFor('envelope')).hasDrift).toBeUndefined();
  });
});
