import { createRequire } from 'node:module';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fastUriFormat } from './fast-uri-format.ts';

const require = createRequire(import.meta.url);
const { fullFormats } = require('ajv-formats/dist/formats') as { fullFormats: { uri: (value: string) => boolean } };
const full = fullFormats.uri;
const fast = fastUriFormat(full);

describe('fastUriFormat', () => {
  it.each([
    'https://avatars.example.com/avatars/e5954a04-26ea-4600-a41b-1f74350be974.png',
    'https://www.gravatar.com/avatar/0000?r=pg&s=160&d=404',
    'http://localhost:3000/',
    'HTTPS://EXAMPLE.COM',
    'https://exa mple.com/',
    'https://example.com/a b',
    'https://example.com/%zz',
    'https://example.com/%20',
    'https://[::1]:80/x',
    'https://user@host/x#frag',
    'mailto:ada@example.com',
    'not a url',
    '',
    'https://',
    'https://host:/x',
    'https://host/x?y=<z>',
  ])('answers like the full format for %j', (value) => {
    expect(fast(value)).toBe(full(value));
  });

  it('answers like the full format for random URL-like strings', () => {
    const chars = fc.constantFrom(...'abcXYZ019-._~!$&\'()*+,;=:@/?#%[] <>"\\'.split(''));
    const tail = fc.array(chars, { maxLength: 30 }).map((list) => list.join(''));
    const url = fc.tuple(fc.constantFrom('https://', 'http://', 'HTTP://', 'ftp://', 'https:', ''), tail).map(([a, b]) => a + b);
    fc.assert(fc.property(url, (value) => fast(value) === full(value)), { numRuns: 2000 });
  });
});
