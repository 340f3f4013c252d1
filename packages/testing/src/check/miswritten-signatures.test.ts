import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedWithLeadingZero } from './check-bodies.ts';
import { miswrittenSignatures, showsEveryMiswriting } from './miswritten-signatures.ts';

describe('miswrittenSignatures', () => {
  it("computes a signature starting with 0 as 13 receivers' mistakes compute it, each another value", () => {
    const { body } = signedWithLeadingZero('k', 'Test');
    const mac = createHmac('sha256', 'k').update(body).digest();
    const hex = mac.toString('hex');
    expect(hex).toMatch(/^0[1-9a-f]/);
    const forms = miswrittenSignatures(body, 'k');
    expect(forms.map((form) => form.signature)).toEqual([
      hex.toUpperCase(),
      mac.toString('base64'),
      `sha256=${hex}`,
      BigInt(`0x${hex}`).toString(16), // Java's new BigInteger(1, mac).toString(16)
      [...mac].map((byte) => byte.toString(16)).join(''), // Integer.toHexString(b & 0xff)
      createHmac('sha256', 'k').update('').digest('hex'),
      createHmac('sha256', 'k').update(body.toString('base64')).digest('hex'), // a Lambda's event.body
      createHmac('sha256', body).update('k').digest('hex'),
      createHmac('sha1', 'k').update(body).digest('hex'),
      ...['k\n', 'k\r\n', '"k"', "'k'"].map((key) =>
        createHmac('sha256', key).update(body).digest('hex'),
      ),
    ]);
    expect(new Set([hex, ...forms.map((form) => form.signature)]).size).toBe(14);
    for (const { as, cause } of forms) {
      expect(as).toMatch(/^(with|signed) /);
      expect(cause).toMatch(/^the receiver('s key)? .+: .+/);
    }
  });

  it('leaves out a form that writes the right value: here, no leading zero to drop', () => {
    const body = Buffer.from('{}');
    const hex = createHmac('sha256', 'k').update(body).digest('hex');
    expect(hex).toBe('add853b103fbcc936a194f9eb15e29c4ff08af6e47d5d1bca4f20218e31e4fff');
    const forms = miswrittenSignatures(body, 'k').map((form) => form.as);
    expect(forms).toEqual([
      'with its signature in upper-case hex',
      'with its signature in base64',
      'with its signature written sha256=<hex>',
      'with each byte of its signature under 0x10 written as one digit', // its 0x08
      'signed over an empty body',
      'signed over the base64 of its body',
      'signed with the key and the body swapped',
      'signed with HMAC-SHA1',
      'signed with the key followed by a newline',
      'signed with the key followed by CRLF',
      'signed with the key in double quotes',
      'signed with the key in single quotes',
    ]);
  });
});

describe('miswrittenSignatures with a key that reads as an encoding', () => {
  const body = Buffer.from('{}');
  const keyed = (secret: string, as: string) =>
    miswrittenSignatures(body, secret).find((form) => form.as === as)?.signature;

  it('decodes a hex key (openssl rand -hex 32) as bytes.fromhex and hex.DecodeString do', () => {
    const secret = 'a1'.repeat(32);
    expect(keyed(secret, 'signed with the key hex-decoded to bytes')).toBe(
      createHmac('sha256', Buffer.from(secret, 'hex')).update(body).digest('hex'),
    );
    expect(keyed('a1'.repeat(7), 'signed with the key hex-decoded to bytes')).toBeUndefined(); // 7 bytes: a word, not a key
    expect(
      keyed('language-recipe-key', 'signed with the key hex-decoded to bytes'),
    ).toBeUndefined();
  });

  it("decodes what follows a whsec_ key's prefix as Svix's libraries do, standard or URL-safe", () => {
    const bytes = Buffer.from('fb'.repeat(24), 'hex'); // base64 '+/', base64url '-_'
    const as = 'signed with the key base64-decoded after its whsec_ prefix';
    const expected = createHmac('sha256', bytes).update(body).digest('hex');
    expect(keyed(`whsec_${bytes.toString('base64')}`, as)).toBe(expected);
    expect(keyed(`whsec_${bytes.toString('base64url')}`, as)).toBe(expected);
    expect(keyed(bytes.toString('base64'), as)).toBeUndefined(); // no prefix: not a whsec_ key
    const cause = miswrittenSignatures(body, `whsec_${bytes.toString('base64')}`).find(
      (form) => form.as === as,
    )?.cause;
    expect(cause).toMatch(/^the receiver base64-decodes .*: use the key as a string$/);
  });
});

describe('how many the probe sends', () => {
  it('14 forms at most (13, and one decoded key): with the control, the same bytes as application/octet-stream and three rewritten bodies, the 19 requests docs/check.md says', () => {
    for (const secret of ['k', 'a1'.repeat(32), `whsec_${'fb'.repeat(24)}`]) {
      const { body } = signedWithLeadingZero(secret, 'Test');
      const forms = miswrittenSignatures(body, secret);
      expect(forms.length, secret).toBe(secret === 'k' ? 13 : 14);
    }
  });
});

describe('showsEveryMiswriting', () => {
  it.each([
    ['0a' + '11'.repeat(30) + '05', true],
    ['0a' + '11'.repeat(31), false], // only the first byte is under 0x10: both zero forms agree
    ['00' + '11'.repeat(30) + '05', false], // two zeros: the number form drops both
    ['1a' + '11'.repeat(30) + '05', false], // nothing to drop in front
    ['01' + '11'.repeat(30) + '05', false], // no letter to upper-case
    ['0a' + '10'.repeat(31), false], // a 0 at an odd place is not a byte's first digit
  ])('%s: %s', (hex, expected) => {
    expect(showsEveryMiswriting(hex)).toBe(expected);
  });
});
