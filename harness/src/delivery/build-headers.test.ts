import { describe, expect, it } from 'vitest';
import { buildHeaders } from './build-headers.ts';

describe('buildHeaders', () => {
  const body = Buffer.from('{"foo":"bar"}');
  it('is exactly the spec set in Go order, signed with the known test vector', () => {
    expect(
      buildHeaders({ url: new URL('https://127.0.0.1:8443/hooks?x=1'), body, secret: 'key' }),
    ).toEqual([
      ['Host', '127.0.0.1:8443'],
      ['User-Agent', 'Abstract-Webhooks'],
      ['Content-Length', '13'],
      [
        'Abstract-Webhooks-Signature',
        'ef0395bb8c76fcdbe2ed18c5cd438ddaa9d6b605f071292f3ae943e98cdcd729',
      ],
      ['Connection', 'close'],
      ['Content-Type', 'application/json'],
      ['Accept-Encoding', 'gzip'],
    ]);
  });

  it('omits the signature without a secret, derives names from the service, and leaves out default ports', () => {
    const headers = buildHeaders({
      url: new URL('https://hooks.example.test:443/'),
      body: Buffer.from('é'),
      service: 'Acme',
    });
    expect(headers.map(([name]) => name)).toEqual([
      'Host',
      'User-Agent',
      'Content-Length',
      'Connection',
      'Content-Type',
      'Accept-Encoding',
    ]);
    expect(headers[0]).toEqual(['Host', 'hooks.example.test']);
    expect(headers[1]).toEqual(['User-Agent', 'Acme-Webhooks']);
    expect(headers[2]).toEqual(['Content-Length', '2']); // bytes, not characters
    expect(
      buildHeaders({ url: new URL('https://a.test/'), body, secret: 'k', service: 'Acme' })[3]?.[0],
    ).toBe('Acme-Webhooks-Signature');
  });

  it('sends a given signature as it is, in the signed place, instead of signing with the secret', () => {
    const url = new URL('https://127.0.0.1:8443/hooks');
    const signed = buildHeaders({ url, body, secret: 'key' });
    const given = buildHeaders({ url, body, secret: 'key', signature: 'f'.repeat(64) });
    expect(given).toEqual(
      signed.map(([name, value]) =>
        name === 'Abstract-Webhooks-Signature' ? [name, 'f'.repeat(64)] : [name, value],
      ),
    );
    expect(buildHeaders({ url, body, signature: '' })[3]).toEqual([
      'Abstract-Webhooks-Signature',
      '',
    ]);
  });
});
