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

  it('with oneLine, escapes line feed, tab and the Unicode line breaks as well', () => {
    expect(terminalSafe('/a\nb\tc\u2028d\u2029e\u001b', { oneLine: true })).toBe(
      '/a\\u000ab\\u0009c\\u2028d\\u2029e\\u001b',
    );
    expect(terminalSafe('\u2028')).toBe('\u2028');
  });
});
