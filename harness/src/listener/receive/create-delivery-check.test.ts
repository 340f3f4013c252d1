import { sign } from '@designhooks/receiver';
import { readFixture } from '@designhooks/schemas';
import { describe, expect, it } from 'vitest';
import { createDeliveryCheck } from './create-delivery-check.ts';

const json = { 'content-type': 'application/json' };

describe('createDeliveryCheck (the receiver SDK verdict, split for the inspector)', () => {
  const check = createDeliveryCheck({ secret: 'key', service: 'Abstract' });
  const body = readFixture('project.updated');

  it('verified and valid', async () => {
    const result = await check({
      method: 'POST',
      headers: { ...json, 'abstract-webhooks-signature': sign(body, 'key') },
      body,
    });
    expect(result).toMatchObject({
      status: 200,
      event: 'project.updated',
      code: null,
      signature: { status: 'verified' },
      validation: { status: 'valid' },
    });
  });

  it("diagnoses every failed signature, past the receiver's default 10 a minute (a development tool)", async () => {
    const fresh = createDeliveryCheck({ secret: 'key', service: 'Abstract' });
    const headers = { ...json, 'abstract-webhooks-signature': sign(body, 'another-key') };
    for (let i = 0; i < 12; i++) {
      const result = await fresh({ method: 'POST', headers, body });
      expect(result.signature, `failure ${i + 1}`).toMatchObject({
        status: 'failed',
        diagnosis: { code: 'no-match' },
      });
    }
  });

  it('a wrong or missing signature fails, and the event is still named', async () => {
    const wrong = await check({
      method: 'POST',
      headers: { ...json, 'abstract-webhooks-signature': sign(body, 'nope') },
      body,
    });
    expect(wrong).toMatchObject({
      status: 401,
      code: 'signature_mismatch',
      event: 'project.updated',
      signature: { status: 'failed' },
      validation: { status: 'unchecked' },
    });
    const missing = await check({ method: 'POST', headers: json, body });
    expect(missing).toMatchObject({
      status: 401,
      code: 'signature_missing',
      signature: { status: 'failed', header: null },
    });
  });

  it('schema failures carry every failing path', async () => {
    const bad = Buffer.from(
      body.toString('utf8').replace(/"color":"#[0-9A-Fa-f]+"/, '"color":"red"'),
    );
    expect(bad.equals(body)).toBe(false);
    const result = await check({
      method: 'POST',
      headers: { ...json, 'abstract-webhooks-signature': sign(bad, 'key') },
      body: bad,
    });
    expect(result.status).toBe(422);
    expect(result.validation).toEqual({
      status: 'invalid',
      issues: [expect.objectContaining({ path: '/data/object/color' })],
    });
  });

  it('an unknown event is acknowledged but shown as invalid at /event; HTTP errors keep the SDK headers', async () => {
    const open = createDeliveryCheck({ service: 'Abstract' });
    const unknown = Buffer.from(
      '{"createdAt":"2024-01-01T00:00:00Z","event":"project.renamed","data":{"object":{}}}',
    );
    const result = await open({ method: 'POST', headers: json, body: unknown });
    expect(result).toMatchObject({
      status: 200,
      event: 'project.renamed',
      signature: { status: 'unchecked' },
    });
    expect(result.validation.issues[0]?.path).toBe('/event');
    expect(result.message).toBe('unknown event "project.renamed" acknowledged');
    const old = Buffer.from(
      '{"createdAt":"2019-07-01T00:00:00Z","event":"branch.status.changed","data":{"object":{}}}',
    );
    expect((await open({ method: 'POST', headers: json, body: old })).message).toBe(
      'unknown event "branch.status.changed" acknowledged (its name during the 2019 beta; now branch.statusUpdated)',
    );
    const get = await open({ method: 'GET', headers: {}, body: Buffer.alloc(0) });
    expect(get).toMatchObject({
      status: 405,
      code: 'method_not_allowed',
      responseHeaders: { allow: 'POST' },
    });
    const notJson = await open({ method: 'POST', headers: json, body: Buffer.from('nope') });
    expect(notJson).toMatchObject({
      status: 400,
      code: 'invalid_json',
      event: null,
      validation: { status: 'unchecked' },
    });
  });
});
