import { describe, expect, it } from 'vitest';
import { describeBytes } from './describe-bytes.ts';

describe('describeBytes', () => {
  it('names the largest binary unit the count is a whole number of, else bytes', () => {
    expect(describeBytes(5 * 1024 * 1024)).toBe('5 MiB');
    expect(describeBytes(16 * 1024)).toBe('16 KiB');
    expect(describeBytes(1024 ** 4)).toBe('1024 GiB');
    expect(describeBytes(1536 * 1024)).toBe('1536 KiB');
    expect(describeBytes(1500)).toBe('1500 bytes');
    expect(describeBytes(0)).toBe('0 bytes');
  });
});
