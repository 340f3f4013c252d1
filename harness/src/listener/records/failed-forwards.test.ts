import { describe, expect, it } from 'vitest';
import { summarize } from './received-record.ts';
import { testRecord } from '../../../test/helpers/test-record.ts';
import { failedForwards } from './failed-forwards.ts';

const forward = (status: number | null, error: string | null = null) => ({
  url: 'http://127.0.0.1:3000/app',
  status,
  headers: [],
  body: '',
  bodyTruncated: false,
  durationMs: 1,
  error,
});

describe('failedForwards', () => {
  it('one record per body the app never took in full, oldest first', () => {
    const oldestFirst = [
      testRecord({ id: 'a1', bodySha256: 'a', forward: forward(null, 'connection refused') }),
      testRecord({ id: 'a2', bodySha256: 'a', forward: forward(502) }), // the sender's retry
      testRecord({ id: 'b1', bodySha256: 'b', forward: forward(500) }),
      testRecord({ id: 'b2', bodySha256: 'b', forward: forward(200) }), // taken at last
      testRecord({ id: 'c1', bodySha256: 'c', forward: forward(200, 'body over the limit') }),
      testRecord({ id: 'd1', bodySha256: 'd', forward: null }), // never forwarded (401, --events)
      testRecord({ id: 'e1', bodySha256: 'e', forward: forward(401) }),
      testRecord({ id: 'f1', bodySha256: 'f', forward: forward(413), bodyTruncated: true }),
    ].map(summarize);
    expect(failedForwards(oldestFirst.reverse()).map((record) => record.id)).toEqual([
      'a2',
      'c1',
      'e1',
    ]);
  });
});
