import { describe, expect, it } from 'vitest';
import type { DeliveryRecord } from '../store/delivery-table.ts';
import { toSdkDelivery } from './to-sdk-delivery.ts';

const record = (overrides: Partial<DeliveryRecord> = {}): DeliveryRecord => ({
  id: 'dl_2',
  groupId: 'dl_1',
  attempt: 2,
  webhookId: 'wh_1',
  redeliveryOf: null,
  source: 'trigger',
  event: 'commits.created',
  url: 'https://a.test/',
  time: '2024-01-01T00:00:00.000Z',
  request: {
    headers: [
      ['Host', 'a.test'],
      ['User-Agent', 'Abstract-Webhooks'],
    ],
    body: Buffer.from('{"event":"commits.created"}'),
  },
  response: {
    status: 200,
    headers: { 'content-type': 'text/plain', 'set-cookie': ['a=1', 'b=2'], 'x-gone': undefined },
    body: 'thanks',
    bodyTruncated: false,
  },
  durationMs: 3.5,
  error: null,
  verdict: 'succeeded',
  retryDelayMs: null,
  reason: '2xx',
  ...overrides,
});

describe('toSdkDelivery', () => {
  it("maps an attempt to the SDK's WebhookDelivery: headers as an object, JSON bodies parsed, others kept as text", () => {
    expect(toSdkDelivery(record())).toEqual({
      id: 'dl_2',
      webhookId: 'wh_1',
      pushedAt: '2024-01-01T00:00:00.000Z',
      event: {
        id: 'commits.created',
        name: 'commits.created',
        group: { id: 'commits', name: 'Commits' },
      },
      error: false,
      request: {
        headers: { Host: 'a.test', 'User-Agent': 'Abstract-Webhooks' },
        body: { event: 'commits.created' },
      },
      response: {
        code: 200,
        headers: { 'content-type': 'text/plain', 'set-cookie': ['a=1', 'b=2'] },
        body: 'thanks',
      },
      attempt: 2,
      groupId: 'dl_1',
      redeliveryOf: null,
      durationMs: 3.5,
      failure: null,
    });
  });

  it('an attempt without a response is an error with code 0 and says why; a non-2xx answer names the reason', () => {
    const refused = toSdkDelivery(
      record({
        response: null,
        error: { kind: 'refused', message: 'connection refused' },
        verdict: 'failed',
      }),
    );
    expect(refused).toMatchObject({
      error: true,
      response: { code: 0, headers: {}, body: null },
      failure: { kind: 'refused', message: 'connection refused' },
    });
    const gone = toSdkDelivery(
      record({
        response: { status: 410, headers: {}, body: '', bodyTruncated: false },
        verdict: 'failed',
        reason: '410: stop',
      }),
    );
    expect(gone).toMatchObject({
      error: true,
      response: { code: 410, body: null },
      failure: { kind: 'status', message: '410: stop' },
    });
  });

  it('an attempt still waiting for its answer is pending, not a failed status', () => {
    const sending = toSdkDelivery(
      record({
        response: null,
        verdict: 'pending',
        reason: 'sending: no answer recorded yet',
      }),
    );
    expect(sending).toMatchObject({
      error: true,
      response: { code: 0 },
      failure: { kind: 'pending', message: 'sending: no answer recorded yet' },
    });
  });
});
