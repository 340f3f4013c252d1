import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// Security-critical code uses the platform's primitives (createHmac, timingSafeEqual, Web
// Crypto's sign and verify), never a hand-written copy: no byte comparison accumulated with XOR
// (what a constant-time compare written by hand looks like), no HMAC built from its inner and
// outer pads, no digest computed outside node:crypto or crypto.subtle. Every tracked source file
// of the workspaces, tests excluded (a test may compute what it checks against).
const root = join(import.meta.dirname, '..');
const sources = execFileSync('git', ['ls-files', 'packages', 'harness/src', 'schemas'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter((file) => /\.(ts|js|mjs)$/.test(file))
  .filter((file) => !/\.test\.ts$|\/test\/|\/generated\//.test(file));

const HAND_WRITTEN = [
  // difference |= a[i] ^ b[i], diff |= x.charCodeAt(i) ^ y.charCodeAt(i)
  { what: 'a comparison accumulated with XOR', pattern: /\|=[^;\n]*\^/ },
  // HMAC's ipad and opad bytes, side by side
  { what: "HMAC's inner and outer pads", pattern: /0x36[\s\S]{0,200}0x5c|0x5c[\s\S]{0,200}0x36/i },
  // a one-shot hash used to build an HMAC by hand (crypto.hash is node's, but not for keyed use)
  {
    what: 'crypto.hash',
    pattern: /\bcrypto\.hash\(|\bimport\s*\{[^}]*\bhash\b[^}]*\}\s*from\s*'node:crypto'/,
  },
];

describe('platform crypto only', () => {
  it('finds sources to read', () => {
    expect(sources.length).toBeGreaterThan(100);
    expect(sources).toContain('packages/receiver/src/crypto/explain.ts');
  });

  it.each(HAND_WRITTEN)('no source has $what', ({ pattern }) => {
    const found = sources.filter((file) => pattern.test(readFileSync(join(root, file), 'utf8')));
    expect(found).toEqual([]);
  });

  it('the patterns find what they look for', () => {
    const [xor, pads, hash] = HAND_WRITTEN.map(({ pattern }) => pattern);
    expect(xor!.test('for (let i = 0; i < a.length; i++) difference |= a[i]! ^ b[i]!;')).toBe(true);
    expect(xor!.test('flags |= FLAG_A;')).toBe(false);
    expect(pads!.test('const ipad = 0x36; const opad = 0x5c;')).toBe(true);
    expect(hash!.test("import { hash } from 'node:crypto';")).toBe(true);
    expect(hash!.test("import { createHash } from 'node:crypto';")).toBe(false);
  });
});
