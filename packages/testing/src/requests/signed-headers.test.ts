import { describe, expect, it } from 'vitest';
import { sign } from '@designhooks/receiver';
import { serializeDelivery } from './serialize-delivery.ts';
import { signedHeaders } from './signed-headers.ts';

describe('signedHeaders', () => {
  it('signs with the platform test vector and names headers after the service', () => {
    expect(signedHeaders('{"foo":"bar"}', 'key')).toEqual({
      'Content-Type': 'application/json',
      'User-Agent': 'Abstract-Webhooks',
      'Abstract-Webhooks-Signature':
        'ef0395bb8c76fcdbe2ed18c5cd438ddaa9d6b605f071292f3ae943e98cdcd729',
    });
    expect(Object.keys(signedHeaders('{}', 'key', { service: 'Acme' }))).toEqual([
      'Content-Type',
      'User-Agent',
      'Acme-Webhooks-Signature',
    ]);
  });

  it('signs bytes and text identically, and sends no signature without a key', () => {
    expect(signedHeaders(Buffer.from('{"foo":"bar"}'), 'key')).toEqual(
      signedHeaders('{"foo":"bar"}', 'key'),
    );
    expect(signedHeaders('{}', null)).toEqual({
      'Content-Type': 'application/json',
      'User-Agent': 'Abstract-Webhooks',
    });
  });

  it('signs a delivery object over its Go-encoded bytes, or over JSON.stringify when asked', () => {
    const delivery = {
      createdAt: '2024-01-01T00:00:00Z',
      event: 'comment.created',
      data: { object: { body: '<b> & \u2028' } },
    };
    const goBytes = serializeDelivery(delivery);
    expect(goBytes).toContain('\\u003cb\\u003e \\u0026 \\u2028');
    expect(signedHeaders(delivery, 'key')['Abstract-Webhooks-Signature']).toBe(
      sign(goBytes, 'key'),
    );
    expect(
      signedHeaders(delivery, 'key', { escapeHtml: false })['Abstract-Webhooks-Signature'],
    ).toBe(sign(JSON.stringify(delivery), 'key'));
    expect(sign(goBytes, 'key')).not.toBe(sign(JSON.stringify(delivery), 'key'));
  });
});
