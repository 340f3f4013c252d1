import { sign } from '@designhooks/receiver';
import { readFixture } from '@designhooks/schemas';
import { describe, expect, it } from 'vitest';
import { fixture } from '../fixtures/fixture.ts';
import { serializeDelivery } from './serialize-delivery.ts';
import { signedRequest } from './signed-request.ts';

describe('signedRequest', () => {
  it('is a POST with the compact body and exactly the platform headers', async () => {
    const delivery = fixture('comment.created', {}, { variant: 'html-characters' });
    const request = signedRequest(delivery, { secret: 's3cret' });
    const body = await request.text();
    expect(request.method).toBe('POST');
    expect(request.url).toBe('http://localhost/webhooks');
    expect(body).toBe(serializeDelivery(delivery));
    expect(body).toContain('\\u003cIcon');
    expect([...request.headers]).toEqual([
      ['abstract-webhooks-signature', sign(body, 's3cret')],
      ['content-type', 'application/json'],
      ['user-agent', 'Abstract-Webhooks'],
    ]);
  });

  it('sends stored bytes untouched, to the given URL, under another service name', async () => {
    const bytes = readFixture('project.updated.unicode');
    const request = signedRequest(bytes, {
      secret: 'k',
      url: 'https://127.0.0.1:8443/hooks',
      service: 'Acme',
    });
    expect(Buffer.from(await request.arrayBuffer())).toEqual(bytes);
    expect(request.url).toBe('https://127.0.0.1:8443/hooks');
    expect(request.headers.get('acme-webhooks-signature')).toBe(sign(bytes, 'k'));
    expect(request.headers.get('user-agent')).toBe('Acme-Webhooks');
  });

  it('can sign plain JSON.stringify output and leave the signature off', async () => {
    const delivery = fixture('project.updated', { data: { object: { name: '<b>' } } });
    const request = signedRequest(delivery, { secret: null, escapeHtml: false });
    expect(await request.text()).toBe(JSON.stringify(delivery));
    expect(request.headers.has('abstract-webhooks-signature')).toBe(false);
  });
});
