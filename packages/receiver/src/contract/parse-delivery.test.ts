import { describe, expect, it } from 'vitest';
import { InvalidEnvelopeError, InvalidJsonError } from '../errors.ts';
import { parseDelivery } from './parse-delivery.ts';

describe('parseDelivery', () => {
  it('parses an envelope from a string or bytes', () => {
    const text =
      '{"createdAt":"2020-01-01T00:00:00Z","event":"project.updated","data":{"object":{}}}';
    expect(parseDelivery(text).event).toBe('project.updated');
    expect(parseDelivery(new TextEncoder().encode(text)).data).toEqual({ object: {} });
    expect(parseDelivery(Buffer.from(text)).createdAt).toBe('2020-01-01T00:00:00Z');
  });

  it('keeps unknown event names (they are acknowledged, not rejected)', () => {
    expect(parseDelivery('{"event":"project.archived","data":{}}').event).toBe('project.archived');
  });

  it.each(['', 'not json', '{"event":', '{"a":1}}', '\u00ff'])(
    'rejects %j as invalid JSON',
    (text) => {
      expect(() => parseDelivery(text)).toThrow(InvalidJsonError);
    },
  );

  it.each([
    ['[]', 'it is not a JSON object'],
    ['null', 'it is not a JSON object'],
    ['"text"', 'it is not a JSON object'],
    ['{"data":{}}', '"event" is missing'],
    ['{"event":7,"data":{}}', '"event" is missing'],
    ['{"event":"","data":{}}', '"event" is missing'],
    ['{"event":"project.updated"}', '"data" is missing'],
    ['{"event":"project.updated","data":[]}', '"data" is missing'],
  ])('rejects %s as not an envelope', (text, reason) => {
    const error = (() => {
      try {
        parseDelivery(text);
      } catch (thrown) {
        return thrown;
      }
    })();
    expect(error).toBeInstanceOf(InvalidEnvelopeError);
    expect((error as InvalidEnvelopeError).status).toBe(400);
    expect((error as Error).message).toContain(reason);
  });
});
