import { describe, expect, it } from 'vitest';
import { shapeBit } from '../../../packages/receiver/src/contract/value-shape.ts';
import { unseenShape } from './drift-check-code.ts';

const values: unknown[] = [null, '', 'x', 0, 1.5, true, false, [], ['a'], {}, { a: 1 }, undefined];

describe('unseenShape', () => {
  it('answers as (shapeBit(item) & mask) === 0 for every mask and every shape', () => {
    for (let mask = 0; mask < 128; mask++) {
      const unseen = new Function('item', `return ${unseenShape(mask)};`) as (
        i: unknown,
      ) => boolean;
      for (const item of values)
        expect(unseen(item), `mask ${mask}, ${JSON.stringify(item)}`).toBe(
          (shapeBit(item) & mask) === 0,
        );
    }
  });
});
