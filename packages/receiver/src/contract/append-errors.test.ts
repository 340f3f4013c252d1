import { afterEach, describe, expect, it } from 'vitest';
import { readFixture } from '@designhooks/schemas';
import { MAX_RESPONSE_ISSUES } from '../constants.ts';
import { createReceiver, sign } from '../index.ts';
import { appendErrors, MAX_VALIDATION_ERRORS } from './append-errors.ts';
import type { ValidatorError } from './generated-validator.ts';
import { errorValidatorFor } from './validator-for.ts';

const SECRET = 'bounded-errors-key';

// A commits.created whose `commits` holds `count` integers: every item fails its schema.
function commitsOfIntegers(count: number): string {
  const delivery = JSON.parse(readFixture('commits.created').toString('utf8')) as {
    data: { object: { commits: unknown[] } };
  };
  delivery.data.object.commits = Array.from({ length: count }, (_, index) => index);
  return JSON.stringify(delivery);
}

// Counts the array elements the validator copies or appends (concat, push): its error
// bookkeeping, which was quadratic in the number of invalid items (each item's concat copied
// the whole list so far).
const { concat, push } = Array.prototype;
let copied = 0;
function countingWork(): void {
  Array.prototype.concat = function (this: unknown[], ...items: unknown[]) {
    const result = concat.apply(this, items);
    copied += result.length;
    return result;
  };
  Array.prototype.push = function (this: unknown[], ...items: unknown[]) {
    copied += items.length;
    return push.apply(this, items);
  };
}
afterEach(() => {
  Array.prototype.concat = concat;
  Array.prototype.push = push;
});

async function workFor(count: number): Promise<{ work: number; errors: number }> {
  const value = JSON.parse(commitsOfIntegers(count)) as unknown;
  const validate = await errorValidatorFor('commits.created');
  copied = 0;
  countingWork();
  let valid: boolean;
  try {
    valid = validate(value);
  } finally {
    Array.prototype.concat = concat;
    Array.prototype.push = push;
  }
  expect(valid).toBe(false);
  return { work: copied, errors: validate.errors?.length ?? 0 };
}

describe('bounded, linear validation errors (issue 23)', () => {
  it(`a commits.created of 20,000 integers: the first ${MAX_VALIDATION_ERRORS} items are the issues, in order`, async () => {
    const body = commitsOfIntegers(20_000);
    const headers = {
      'content-type': 'application/json',
      'abstract-webhooks-signature': sign(body, SECRET),
    };
    const warned: unknown[] = [];
    const logger = { warn: (...args: unknown[]) => void warned.push(args), error() {} };
    const warn = createReceiver({ secret: SECRET, validation: 'warn', logger });
    const accepted = await warn.receive({ body, headers });
    expect(accepted.status).toBe(200);
    const listed = accepted.issues ?? [];
    expect(listed).toHaveLength(MAX_VALIDATION_ERRORS);
    expect(listed.slice(0, 2)).toEqual([
      { path: '/data/object/commits/0', message: 'must be object' },
      { path: '/data/object/commits/1', message: 'must be object' },
    ]);
    expect(listed.at(-1)!.path).toBe(`/data/object/commits/${MAX_VALIDATION_ERRORS - 1}`);

    // reject (the default): 422, its body listing the first MAX_RESPONSE_ISSUES of them
    const rejected = await createReceiver({ secret: SECRET }).receive({ body, headers });
    expect(rejected.status).toBe(422);
    const { issues } = rejected.body as { issues: { path: string }[] };
    expect(issues.map((issue) => issue.path)).toEqual(
      listed.slice(0, MAX_RESPONSE_ISSUES).map((issue) => issue.path),
    );
  });

  it('the error bookkeeping grows no faster than the number of invalid items', async () => {
    const small = await workFor(2_000);
    const large = await workFor(8_000);
    expect(small.errors).toBe(MAX_VALIDATION_ERRORS);
    expect(large.errors).toBe(MAX_VALIDATION_ERRORS);
    // 4x the items: at most 4x the work (quadratic bookkeeping did about 16x).
    expect(small.work).toBeGreaterThan(0);
    expect(large.work).toBeLessThanOrEqual(4 * small.work);
  });

  it('below the cap every error is kept, as Ajv reports them', async () => {
    const { errors } = await workFor(MAX_VALIDATION_ERRORS - 1);
    expect(errors).toBe(MAX_VALIDATION_ERRORS - 1);
  });
});

describe('appendErrors', () => {
  const error = (n: number): ValidatorError => ({
    instancePath: `/${n}`,
    schemaPath: '#/type',
    keyword: 'type',
    params: {},
  });

  it('takes the first list as is, appends in place, and stops at the cap', () => {
    const first = [error(0)];
    expect(appendErrors(null, first)).toBe(first);
    const list = [error(0)];
    expect(appendErrors(list, [error(1), error(2)])).toBe(list);
    expect(list.map((e) => e.instancePath)).toEqual(['/0', '/1', '/2']);
    const full = Array.from({ length: MAX_VALIDATION_ERRORS - 1 }, (_, n) => error(n));
    appendErrors(full, [error(1000), error(1001)]);
    expect(full).toHaveLength(MAX_VALIDATION_ERRORS);
    expect(full.at(-1)!.instancePath).toBe('/1000');
  });
});
