import { describe, expect, it } from 'vitest';
import { testRecord } from '../../../test/helpers/test-record.ts';
import { formatReceivedLine } from './format-received-line.ts';

describe('formatReceivedLine', () => {
  it('shows time, event, status and the checks', () => {
    const line = formatReceivedLine(
      testRecord({
        receivedAt: '2024-05-01T10:20:30.000Z',
        durationMs: 3.1,
        signature: { status: 'verified', header: 'ab', reason: null },
      }),
    );
    expect(line).toBe('10:20:30  project.updated         200  ✓ signed  ✓ valid  3.1 ms');
  });

  it('shows a request that is no delivery by its method and path, a query secret hidden', () => {
    const line = formatReceivedLine(
      testRecord({
        event: null,
        method: 'GET',
        path: '/webhooks?token=s3cret&page=2',
        status: 405,
      }),
    );
    expect(line).toContain('GET /webhooks?token=***&page=2');
    expect(line).not.toContain('s3cret');
  });

  it('names the drifted paths of a valid delivery, escaped', () => {
    const line = formatReceivedLine(
      testRecord({
        durationMs: 2.6,
        validation: {
          status: 'valid',
          issues: [],
          drift: ['/data/object/status', '/x\u001b[2J', '/c', '/d'].map((path) => ({
            path,
            kind: 'unknown-field',
          })),
        },
      }),
    );
    expect(line).toContain('✓ valid  ⚠ drift /data/object/status, /x\\u001b[2J, /c (+1)  2.6 ms');
    expect(line).not.toContain('\u001b');
  });

  it('names failures: signature, failing paths, user agent, forward', () => {
    const line = formatReceivedLine(
      testRecord({
        status: 502,
        signature: {
          status: 'failed',
          header: 'zz',
          reason: 'signature in Abstract-Webhooks-Signature does not match the body',
        },
        validation: {
          status: 'invalid',
          issues: ['/a', '/b', '/c', '/d'].map((path) => ({ path, message: 'x' })),
        },
        userAgent: { value: 'curl/8', expected: 'Abstract-Webhooks', ok: false },
        forward: {
          url: 'http://127.0.0.1:1/',
          status: null,
          headers: [],
          body: '',
          bodyTruncated: false,
          durationMs: 1,
          error: 'connection refused',
        },
      }),
    );
    expect(line).toContain(
      '✗ signature (signature in Abstract-Webhooks-Signature does not match the body)',
    );
    expect(line).toContain('✗ invalid /a, /b, /c (+1)');
    expect(line).toContain('! user-agent "curl/8" (expected Abstract-Webhooks)');
    expect(line).toContain('→ app failed: connection refused');
    expect(line).toContain('(the SDK alone would answer 200)');
  });

  it('says when the app sent a status and then failed (its body never ended, or was too large)', () => {
    const line = formatReceivedLine(
      testRecord({
        status: 502,
        forward: {
          url: 'http://127.0.0.1:3000/webhooks',
          status: 200,
          headers: [],
          body: '',
          bodyTruncated: false,
          durationMs: 10_000,
          error: 'no complete answer within 10 s (total deadline)',
        },
      }),
    );
    expect(line).toContain(
      '→ app 200, then failed: no complete answer within 10 s (total deadline)',
    );
  });

  it("names what answered in front of the app's code: its CSRF protection, a sign-in redirect", () => {
    const forwarded = (status: number, body: string, headers: Array<[string, string]> = []) =>
      formatReceivedLine(
        testRecord({
          status,
          forward: {
            url: 'http://127.0.0.1:8000/webhooks',
            status,
            headers,
            body,
            bodyTruncated: false,
            durationMs: 4,
            error: null,
          },
        }),
      );
    expect(forwarded(403, '<p>CSRF verification failed. Request aborted.</p>')).toContain(
      "→ app 403 from the framework's CSRF protection  ",
    );
    expect(forwarded(302, '', [['Location', '/accounts/login/?next=/webhooks']])).toContain(
      '→ app 302 from a redirect to a sign-in page (/accounts/login/): authentication middleware guards the route  ',
    );
    expect(forwarded(500, 'Internal Server Error')).toContain('→ app 500  ');
    // an SPA's index.html answered by a fallback route ahead of the webhook route
    const spa = '<!doctype html><html><head><title>Acme</title></head><body></body></html>';
    expect(forwarded(200, spa)).toContain(
      "→ app 200  (an HTML page: if the app's catch-all route answered, its webhook route never ran)  ",
    );
    expect(forwarded(200, '{"ok":true}')).not.toContain('HTML page');
  });

  it('says when the app refused a delivery whose signature verified here', () => {
    const forwarded = (status: number, verified: boolean, body = 'bad signature') =>
      formatReceivedLine(
        testRecord({
          status,
          signature: verified
            ? { status: 'verified', header: 'ab'.repeat(32), reason: null }
            : { status: 'unchecked', header: null, reason: null },
          forward: {
            url: 'http://127.0.0.1:8000/webhooks',
            status,
            headers: [],
            body,
            bodyTruncated: false,
            durationMs: 4,
            error: null,
          },
        }),
      );
    const note =
      '(signed correctly: the app checks another key, writes the digest otherwise or hashes a re-serialised body)';
    expect(forwarded(401, true)).toContain(`→ app 401  ${note}  `);
    expect(forwarded(403, true)).toContain(`→ app 403  ${note}  `);
    expect(forwarded(401, false)).not.toContain(note); // no --secret: nothing verified here
    expect(forwarded(500, true)).not.toContain(note);
    expect(forwarded(403, true, '<p>CSRF verification failed. Request aborted.</p>')).not.toContain(
      note,
    );
  });

  it("names the signature doctor's code on a 401", () => {
    const line = formatReceivedLine(
      testRecord({
        status: 401,
        durationMs: 0.9,
        signature: {
          status: 'failed',
          header: 'zz',
          reason: 'signature in Abstract-Webhooks-Signature does not match the body',
          diagnosis: { code: 'wrong-secret', message: 'The signature was made with…', fix: 'Use…' },
        },
        validation: { status: 'unchecked', issues: [] },
      }),
    );
    expect(line).toContain(
      '401  ✗ signature wrong-secret (signature in Abstract-Webhooks-Signature does not match the body)  0.9 ms',
    );
  });
});
