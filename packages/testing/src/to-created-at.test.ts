import { describe, expect, it } from 'vitest';
import { toCreatedAt } from './to-created-at.ts';

describe('toCreatedAt', () => {
  it('drops milliseconds and ends in Z', () => {
    expect(toCreatedAt(new Date('2024-05-01T12:00:00.987Z'))).toBe('2024-05-01T12:00:00Z');
  });
  it('refuses an invalid date with a clear error', () => {
    expect(() => toCreatedAt(new Date('nope'))).toThrow('toCreatedAt: invalid date');
  });
});
