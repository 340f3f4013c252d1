import { listFixtures } from '@designhooks/schemas';
import { describe, expect, it } from 'vitest';
import { serializeDelivery } from './serialize-delivery.ts';

describe('serializeDelivery', () => {
  it.each(listFixtures().map((f) => [f.name, f.bytes] as const))(
    'gives back the stored bytes of %s',
    (_name, bytes) => {
      expect(serializeDelivery(JSON.parse(bytes.toString('utf8')))).toBe(bytes.toString('utf8'));
    },
  );

  it('puts createdAt, event, data first whatever order the object has', () => {
    const body = serializeDelivery({
      data: { object: { objectType: 'x' } },
      extra: 1,
      event: 'e',
      createdAt: 't',
    });
    expect(body).toBe(
      '{"createdAt":"t","event":"e","data":{"object":{"objectType":"x"}},"extra":1}',
    );
  });

  it('escapes <, >, &, U+2028 and U+2029 like Go unless told not to', () => {
    const delivery = { createdAt: 't', event: 'e', data: { text: '<a> & b\u2028\u2029' } };
    expect(serializeDelivery(delivery)).toBe(
      '{"createdAt":"t","event":"e","data":{"text":"\\u003ca\\u003e \\u0026 b\\u2028\\u2029"}}',
    );
    expect(serializeDelivery(delivery, { escapeHtml: false })).toBe(JSON.stringify(delivery));
  });
});
