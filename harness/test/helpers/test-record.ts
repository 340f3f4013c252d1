import type { ReceivedRecord } from '../../src/listener/records/received-record.ts';
import { sha256 } from '@designhooks/test-support';

/**
 * Builds a plausible record for unit tests of code that reads records.
 *
 * @example
 * ```ts
 * const record = testRecord({ id: 'a', status: 401 });
 * ```
 */
export function testRecord(
  overrides: Partial<ReceivedRecord> = {},
  body = '{"event":"project.updated"}',
): ReceivedRecord {
  const bytes = Buffer.from(body);
  return {
    id: 'r1',
    receivedAt: '2024-05-01T10:00:00.000Z',
    durationMs: 1,
    method: 'POST',
    path: '/webhooks',
    remoteAddress: '127.0.0.1',
    via: 'local',
    replayOf: null,
    headers: [
      ['Content-Type', 'application/json'],
      ['User-Agent', 'Abstract-Webhooks'],
    ],
    bodyBase64: bytes.toString('base64'),
    bodyBytes: bytes.length,
    bodySha256: sha256(bytes),
    event: 'project.updated',
    ignored: false,
    signature: { status: 'unchecked', header: null, reason: null },
    validation: { status: 'valid', issues: [] },
    userAgent: { value: 'Abstract-Webhooks', expected: 'Abstract-Webhooks', ok: true },
    verdict: { status: 200, code: null, message: null },
    status: 200,
    forward: null,
    ...overrides,
  };
}
