import * as crypto from 'node:crypto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { hmacSha256Hex, hmacSha256Latin1 } from './hmac-sha256.ts';

// createHmac is the fallback for bodies past the scratch buffer: both paths give the same HMAC
// (crypto-paths.test.ts), so only a count of its calls tells which one answered.
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof import('node:crypto')>();
  return { ...actual, createHmac: vi.fn(actual.createHmac) };
});
const createHmac = vi.mocked(crypto.createHmac);

const SECRET = 'whsec-0123456789';
const bytes = (length: number) => new Uint8Array(length).fill(0x7b);
function expected(body: Uint8Array | string): string {
  const digest = crypto.createHmac('sha256', SECRET).update(body).digest('hex');
  createHmac.mockClear();
  return digest;
}

describe("node build's HMAC: crypto.hash for a body that fits, createHmac past it", () => {
  beforeEach(() => {
    createHmac.mockClear();
  });

  // 64 bytes of pad, then up to 65,472 bytes of body.
  it.each([
    ['empty', bytes(0)],
    ['a delivery', bytes(827)],
    ['bytes filling the scratch exactly', bytes(65_472)],
    ['text filling it exactly', 'a'.repeat(65_472)],
    ['two-byte characters filling it exactly', 'é'.repeat(32_736)],
  ])('%s: hashed with crypto.hash, not createHmac', (_name, body) => {
    const digest = expected(body);
    expect(hmacSha256Hex(SECRET, body)).toBe(digest);
    expect(hmacSha256Latin1(SECRET, body)).toBe(Buffer.from(digest, 'hex').toString('latin1'));
    expect(createHmac).not.toHaveBeenCalled();
  });

  it.each([
    ['bytes one past the scratch', bytes(65_473)],
    ['text one past it', 'a'.repeat(65_473)],
    ['a two-byte character across its end', `${'a'.repeat(65_471)}é`],
    ['5 MiB', bytes(5 * 2 ** 20)],
  ])('%s: createHmac', (_name, body) => {
    const digest = expected(body);
    expect(hmacSha256Hex(SECRET, body)).toBe(digest);
    expect(createHmac).toHaveBeenCalledTimes(1);
  });
});
