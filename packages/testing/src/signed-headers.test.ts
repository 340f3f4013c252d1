import { describe, expect, it } from 'vitest';
import { signedHeaders } from './signed-headers.ts';

describe('signedHeaders', () => {
  it('signs with the platform test vector and names headers after the service', () => {
    expect(signedHeaders('{"foo":"bar"}', 'key')).toEqual({
      'Content-Type': 'application/json',
      'User-Agent': 'Abstract-Webhooks',
      'Abstract-Webhooks-Signature': 'ef0395bb8c76fcdbe2ed18c5cd438ddaa9d6b605f071292f3ae943e98cdcd729',
    });
    expect(Object.keys(signedHeaders('{}', 'key', { service: 'Acme' }))).toEqual(['Content-Type', 'User-Agent', 'Acme-Webhooks-Signature']);
  });

  it('signs bytes and text identically, and sends no signature without a key', () => {
    expect(signedHeaders(Buffer.from('{"foo":"bar"}'), 'key')).toEqual(signedHeaders('{"foo":"bar"}', 'key'));
    expect(signedHeaders('{}', null)).toEqual({ 'Content-Type': 'application/json', 'User-Agent': 'Abstract-Webhooks' });
  });
});
