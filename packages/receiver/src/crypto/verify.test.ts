import { describe, expect, it } from 'vitest';
import { sign, signAsync } from './sign.ts';
import { verifySignature, verifySignatureAsync } from './verify.ts';

const VECTOR = 'ef0395bb8c76fcdbe2ed18c5cd438ddaa9d6b605f071292f3ae943e98cdcd729';

describe('sign', () => {
  it('matches the platform test vector (key "key", body {"foo":"bar"})', () => {
    expect(sign('{"foo":"bar"}', 'key')).toBe(VECTOR);
    expect(sign(Buffer.from('{"foo":"bar"}'), 'key')).toBe(VECTOR);
  });

  it('signs an empty body', () => {
    expect(sign('', 'key')).toMatch(/^[0-9a-f]{64}$/);
    expect(sign(new Uint8Array(0), 'key')).toBe(sign('', 'key'));
  });
});

describe('verifySignature', () => {
  const body = '{"foo":"bar"}';

  it('accepts the platform vector, from a string or from bytes', () => {
    expect(verifySignature(body, VECTOR, 'key')).toBe(true);
    expect(verifySignature(new TextEncoder().encode(body), VECTOR, 'key')).toBe(true);
  });

  it('accepts a signature made with any of several secrets (rotation)', () => {
    expect(verifySignature(body, sign(body, 'old'), ['new', 'old'])).toBe(true);
    expect(verifySignature(body, sign(body, 'new'), ['new', 'old'])).toBe(true);
    expect(verifySignature(body, sign(body, 'other'), ['new', 'old'])).toBe(false);
    expect(verifySignature(body, VECTOR, [])).toBe(false);
  });

  it('rejects a wrong secret and a changed body', () => {
    expect(verifySignature(body, VECTOR, 'Key')).toBe(false);
    expect(verifySignature('{"foo":"baz"}', VECTOR, 'key')).toBe(false);
    expect(verifySignature('{"foo": "bar"}', VECTOR, 'key')).toBe(false);
  });

  it('rejects signatures of the wrong length', () => {
    expect(verifySignature(body, VECTOR.slice(0, 63), 'key')).toBe(false);
    expect(verifySignature(body, `${VECTOR}0`, 'key')).toBe(false);
    expect(verifySignature(body, VECTOR.slice(0, 32), 'key')).toBe(false);
    expect(verifySignature(body, '', 'key')).toBe(false);
  });

  it('rejects non-hex and prefixed signatures', () => {
    expect(verifySignature(body, `${VECTOR.slice(0, 63)}g`, 'key')).toBe(false);
    expect(verifySignature(body, `sha256=${VECTOR}`, 'key')).toBe(false);
    expect(verifySignature(body, ` ${VECTOR.slice(1)}`, 'key')).toBe(false);
    expect(verifySignature(body, Buffer.from(VECTOR, 'hex').toString('base64'), 'key')).toBe(false);
  });

  it('rejects a missing signature, and one that is not a string (a header given twice arrives as a list)', () => {
    expect(verifySignature(body, undefined, 'key')).toBe(false);
    expect(verifySignature(body, null, 'key')).toBe(false);
    expect(verifySignature(body, [VECTOR] as unknown as string, 'key')).toBe(false);
    expect(verifySignature(body, { toString: () => VECTOR } as unknown as string, 'key')).toBe(
      false,
    );
  });

  it('verifies an empty body', () => {
    expect(verifySignature('', sign('', 'key'), 'key')).toBe(true);
    expect(verifySignature(new Uint8Array(0), sign('', 'key'), 'key')).toBe(true);
    expect(verifySignature('', VECTOR, 'key')).toBe(false);
  });

  it('accepts upper-case hex as the same bytes', () => {
    expect(verifySignature(body, VECTOR.toUpperCase(), 'key')).toBe(true);
  });
});

describe('signAsync and verifySignatureAsync', () => {
  it('give the same answers as sign and verifySignature', async () => {
    expect(await signAsync('{"foo":"bar"}', 'key')).toBe(VECTOR);
    expect(await verifySignatureAsync('{"foo":"bar"}', VECTOR, 'key')).toBe(true);
    expect(await verifySignatureAsync('{"foo":"bar"}', VECTOR, ['new', 'key'])).toBe(true);
    expect(await verifySignatureAsync('{"foo":"bar"}', VECTOR, 'Key')).toBe(false);
    expect(await verifySignatureAsync('{"foo":"bar"}', undefined, 'key')).toBe(false);
    expect(await verifySignatureAsync('{"foo":"bar"}', null, 'key')).toBe(false);
  });
});
