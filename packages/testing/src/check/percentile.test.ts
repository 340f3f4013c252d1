import { describe, expect, it } from 'vitest';
import { percentile } from './percentile.ts';

describe('percentile', () => {
  it('is the nearest rank', () => {
    const values = Array.from({ length: 100 }, (_, i) => 100 - i);
    expect(percentile(values, 50)).toBe(50);
    expect(percentile(values, 95)).toBe(95);
    expect(percentile(values, 100)).toBe(100);
    expect(percentile(values, 0)).toBe(1);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBe(0);
  });

  it('rounds the rank up, counts Infinity as the slowest, and leaves the list as it was', () => {
    const values = [40, 10, Infinity, 30, 20];
    expect(percentile(values, 50)).toBe(30); // rank ceil(2.5) = 3
    expect(percentile(values, 79)).toBe(40); // rank ceil(3.95) = 4
    expect(percentile(values, 95)).toBe(Infinity);
    expect(values).toEqual([40, 10, Infinity, 30, 20]);
  });
});
