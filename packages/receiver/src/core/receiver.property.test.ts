import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listFixtures, readFixture } from '@designhooks/schemas';
import { validateDelivery } from '../contract/validate-delivery.ts';
import { sign } from '../crypto/sign.ts';
import { createReceiver } from './receiver.ts';
import type { ReceiveResult } from './types.ts';

const SECRET = 'property-secret';
const fixtures = listFixtures();
const RUNS = { numRuns: 150 };

/** A receiver whose handlers check, when called, that they were given a verified valid delivery. */
function guardedReceiver() {
  const violations: string[] = [];
  const receiver = createReceiver({ secret: SECRET, logger: { warn: () => {}, error: () => {} } });
  receiver.onAny(async (delivery, context) => {
    if (!context.verified) violations.push('unverified delivery reached a handler');
    if (!(await validateDelivery(delivery)).ok)
      violations.push(`invalid ${delivery.event} reached a handler`);
  });
  receiver.onUnknown((_delivery, context) => {
    if (!context.verified) violations.push('unverified unknown delivery reached a handler');
  });
  return { receiver, violations };
}

const safe = (result: ReceiveResult) => {
  expect(result.status).toBeLessThan(500);
  expect([200, 400, 401, 413, 415, 422]).toContain(result.status);
};

const signedInput = (body: Uint8Array | string) => ({
  body,
  headers: {
    'content-type': 'application/json',
    'abstract-webhooks-signature': sign(body, SECRET),
  },
});

describe('receive under random input: never a 5xx, never a bad delivery to a handler', () => {
  it('random bytes, signed or not', async () => {
    const { receiver, violations } = guardedReceiver();
    await fc.assert(
      fc.asyncProperty(fc.uint8Array({ maxLength: 2048 }), fc.boolean(), async (bytes, signIt) => {
        const input = signIt
          ? signedInput(bytes)
          : { body: bytes, headers: { 'abstract-webhooks-signature': sign(bytes, 'other') } };
        const result = await receiver.receive(input);
        safe(result);
        if (!signIt) expect(result.status).toBe(401);
      }),
      RUNS,
    );
    expect(violations).toEqual([]);
  });

  it('truncated JSON of every fixture', async () => {
    const { receiver, violations } = guardedReceiver();
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...fixtures),
        fc.double({ min: 0, max: 1, noNaN: true }),
        async (fixture, cut) => {
          const body = fixture.bytes.subarray(0, Math.floor(cut * (fixture.bytes.length - 1)));
          const result = await receiver.receive(signedInput(body));
          expect(result.status).toBe(400);
          expect(result.handled).toBe(0);
        },
      ),
      RUNS,
    );
    expect(violations).toEqual([]);
  });

  it('huge nesting, as the whole body or inside a field', async () => {
    const { receiver, violations } = guardedReceiver();
    const project = readFixture('project.updated').toString();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 1, max: 200_000 }),
        fc.constantFrom('[]', '{"a":}'),
        fc.boolean(),
        async (depth, pair, inside) => {
          const [open, close] = pair === '[]' ? ['[', ']'] : ['{"a":', '}'];
          const nested = `${open.repeat(depth)}1${close.repeat(depth)}`;
          const body = inside ? project.replace('"name":', `"name":${nested},"renamed":`) : nested;
          safe(await receiver.receive(signedInput(body)));
        },
      ),
      { numRuns: 30 },
    );
    expect(violations).toEqual([]);
  });

  it('a comment whose parents nest thousands deep', async () => {
    const { receiver, violations } = guardedReceiver();
    // Built as text: JSON.stringify itself overflows the stack on such an object.
    const fixture = readFixture('comment.created').toString();
    const comment = JSON.stringify(JSON.parse(fixture).data.object);
    const depth = 6000;
    const nested = `${comment.slice(0, -1)},"parent":`.repeat(depth) + comment + '}'.repeat(depth);
    const body = fixture.replace(comment, nested);
    expect(body.length).toBeGreaterThan(depth * comment.length);
    const result = await receiver.receive(signedInput(body));
    expect(result.status).toBe(422);
    expect(violations).toEqual([]);
  });

  it('a wrong type at every path of a valid fixture: 200 exactly when the schema allows it', async () => {
    const { receiver, violations } = guardedReceiver();
    const cases = fixtures.flatMap((fixture) => {
      const value = JSON.parse(fixture.bytes.toString());
      return pathsOf(value).map((path) => ({ fixture: fixture.name, value, path }));
    });
    const other = fc.oneof(
      fc.integer(),
      fc.boolean(),
      fc.constant(null),
      fc.string({ maxLength: 8 }),
      fc.constant([]),
      fc.constant({}),
      fc.constant(1.5),
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...cases), other, async ({ value, path }, replacement) => {
        const changed = setAt(structuredClone(value), path, replacement);
        const result = await receiver.receive(signedInput(JSON.stringify(changed)));
        safe(result);
        const event = (changed as { event?: unknown }).event;
        const known = fixtures.some((f) => f.event === event);
        if (known && result.status !== 400)
          expect(result.status === 200).toBe((await validateDelivery(changed)).ok);
      }),
      { numRuns: 300 },
    );
    expect(violations).toEqual([]);
  });

  it('random header-name casing still finds the signature and the content type', async () => {
    const { receiver } = guardedReceiver();
    const randomCase = (name: string) =>
      fc
        .array(fc.boolean(), { minLength: name.length, maxLength: name.length })
        .map((upper) =>
          [...name].map((char, i) => (upper[i] ? char.toUpperCase() : char.toLowerCase())).join(''),
        );
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...fixtures),
        randomCase('abstract-webhooks-signature'),
        randomCase('content-type'),
        fc.boolean(),
        async (fixture, signatureName, typeName, asHeaders) => {
          const record = {
            [typeName]: 'application/json',
            [signatureName]: sign(fixture.bytes, SECRET),
          };
          const headers = asHeaders ? new Headers(record) : record;
          const result = await receiver.receive({ body: fixture.bytes, headers, method: 'POST' });
          expect(result.status).toBe(200);
        },
      ),
      RUNS,
    );
  });
});

type Path = (string | number)[];

function pathsOf(value: unknown, prefix: Path = []): Path[] {
  if (typeof value !== 'object' || value === null) return prefix.length ? [prefix] : [];
  const children = Object.entries(value).flatMap(([key, child]) =>
    pathsOf(child, [...prefix, Array.isArray(value) ? Number(key) : key]),
  );
  return prefix.length ? [prefix, ...children] : children;
}

function setAt(root: unknown, path: Path, replacement: unknown): unknown {
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  node[path.at(-1)!] = replacement;
  return root;
}
