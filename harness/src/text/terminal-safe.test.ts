import { describe, expect, it } from 'vitest';
import { terminalSafe } from './terminal-safe.ts';

describe('terminalSafe', () => {
  it('escapes C0 (but line feed and tab), DEL and C1 controls', () => {
    expect(terminalSafe('\u001b[2J\u001b]0;PWNED\u0007x\r\u007f\u009b31m')).toBe(
      '\\u001b[2J\\u001b]0;PWNED\\u0007x\\u000d\\u007f\\u009b31m',
    );
    expect(terminalSafe('line 1\n\tline 2 ✓ é')).toBe('line 1\n\tline 2 ✓ é');
  });

  it('keeps JSON exact: the parsed value is unchanged', () => {
    const value = { event: '\u001b[2J\u009b\u007f', body: 'a\u0000b\r\n' };
    expect(JSON.parse(terminalSafe(JSON.stringify(value)))).toEqual(value);
  });
});
