import { describe, expect, it } from 'vitest';
import { oneLine } from './one-line.ts';

describe('oneLine', () => {
  it('keeps the reason of an OpenSSL error and drops its codes and source location', () => {
    expect(
      oneLine(
        'write EPROTO 80EC6AAA367F0000:error:0A00010B:SSL routines:ssl3_get_record:wrong version number:../deps/openssl/openssl/ssl/record/ssl3_record.c:350:\n',
      ),
    ).toBe('write EPROTO wrong version number');
    expect(oneLine('error:0480006C:PEM routines::no start line')).toBe('no start line');
    expect(oneLine('error:05800074:x509 certificate routines::key values mismatch')).toBe(
      'key values mismatch',
    );
  });

  it('joins lines', () => {
    expect(oneLine('first\n   second\r\nthird\n')).toBe('first second third');
    expect(oneLine('plain message')).toBe('plain message');
  });
});
