import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifySignature } from '@designhooks/receiver';
import { headerPairs, runCli, tempDir } from '../helpers/run-cli.ts';
import { startReceiver, type TestReceiver } from '../helpers/https-receiver.ts';
import { importPeer } from '../../../test/peers/install-peers.ts';

// The platform's docs tell receivers to verify with the official SDK, whose
// `webhooks.verify(payload, signature, key)` recomputes the HMAC over JSON.stringify(payload).
// Its TypeScript declarations lack `verify` (present at run time). It comes from test/peers
// (installed on first use, not by the root npm ci).
const { Client } = await importPeer<typeof import('abstract-sdk')>('abstract-sdk');
type SdkVerify = (payload: unknown, signature: string, key: string) => Promise<boolean>;
const sdkClient = new Client({ accessToken: 'unused', transportMode: ['api'] });
const sdkVerify: SdkVerify = (payload, signature, key) =>
  (sdkClient.webhooks as unknown as { verify: SdkVerify }).verify(payload, signature, key);

const SECRET = 'go-encoding-key';
const TEXT = '<b>Ship it</b> & merge\u2028now\u2029';
let receiver: TestReceiver;
const stateDir = tempDir();

beforeAll(async () => {
  receiver = await startReceiver({ secret: SECRET });
});
afterAll(() => receiver.close());

async function sendComment(extra: string[]) {
  const before = receiver.requests.length;
  const result = await runCli(
    [
      'send',
      'comment.created',
      '--url',
      receiver.url,
      '--secret',
      SECRET,
      '--ca',
      receiver.caFile,
      '--set',
      `data.object.body=${TEXT}`,
      ...extra,
    ],
    { stateDir },
  );
  expect(result.stderr).toBe('');
  const request = receiver.requests[before];
  if (!request) throw new Error('no request arrived');
  const signature =
    headerPairs(request.rawHeaders).find(([name]) => name === 'Abstract-Webhooks-Signature')?.[1] ??
    '';
  return {
    result,
    body: request.body,
    text: request.body.toString('utf8'),
    signature,
    sdk: request.sdk,
  };
}

describe('designhooks send writes bodies as the platform (a Go service) does', () => {
  it('escapes < > & U+2028 U+2029 and signs the escaped bytes: the SDK receiver passes, a JSON.stringify verifier fails', async () => {
    const { result, body, text, signature, sdk } = await sendComment([]);
    expect(result.code).toBe(0);
    expect(text).toContain(
      '"body":"\\u003cb\\u003eShip it\\u003c/b\\u003e \\u0026 merge\\u2028now\\u2029"',
    );
    expect(text).not.toMatch(/[<>&\u2028\u2029]/);
    expect(verifySignature(body, signature, SECRET)).toBe(true); // over the raw bytes
    expect(sdk).toEqual({ status: 200, verified: true }); // @designhooks/receiver answered 200
    const parsed = JSON.parse(text);
    expect(parsed.data.object.body).toBe(TEXT);
    // The bug the harness must expose locally: re-serialising loses the escapes.
    expect(await sdkVerify(parsed, signature, SECRET)).toBe(false);
  });

  it('sends JSON.stringify bytes with --encoding js, which the JSON.stringify verifier accepts', async () => {
    const { result, text, signature } = await sendComment(['--encoding', 'js']);
    expect(result.code).toBe(0);
    expect(text).toContain(`"body":${JSON.stringify(TEXT)}`);
    expect(text).toBe(JSON.stringify(JSON.parse(text)));
    expect(await sdkVerify(JSON.parse(text), signature, SECRET)).toBe(true);
  });

  it('sends a fixture byte for byte with --keep-created-at', async () => {
    const before = receiver.requests.length;
    const result = await runCli(
      [
        'send',
        'comment.created',
        '--fixture',
        'comment.created.html-characters',
        '--keep-created-at',
        '--url',
        receiver.url,
        '--secret',
        SECRET,
        '--ca',
        receiver.caFile,
      ],
      { stateDir },
    );
    expect(result.code).toBe(0);
    const { readFixture } = await import('@designhooks/schemas');
    expect(receiver.requests[before]?.body).toEqual(readFixture('comment.created.html-characters'));
  });

  it('rejects an unknown --encoding with exit 2 and one line naming the valid ones', async () => {
    const result = await runCli(
      ['send', 'comment.created', '--url', receiver.url, '--encoding', 'utf16'],
      { stateDir },
    );
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/--encoding.*expected go or js, got "utf16"/);
    expect(result.stderr.trim().split('\n')).toHaveLength(1);
  });

  it('trigger and webhooks test write their bodies the same way (--encoding js on request)', async () => {
    const state = tempDir();
    const created = await runCli(
      [
        'webhooks',
        'create',
        '--url',
        receiver.url,
        '--events',
        'comment.created',
        '--signing-key',
        SECRET,
        '--json',
      ],
      { stateDir: state },
    );
    const { webhook } = JSON.parse(created.stdout);
    let before = receiver.requests.length;
    const triggered = await runCli(
      ['trigger', 'comment.created', '--ca', receiver.caFile, '--set', `data.object.body=${TEXT}`],
      { stateDir: state },
    );
    expect(triggered.code).toBe(0);
    const sent = receiver.requests[before]!.body.toString('utf8');
    expect(sent).toContain('\\u003cb\\u003eShip it');
    expect(sent).not.toMatch(/[<>&\u2028\u2029]/);
    before = receiver.requests.length;
    const tested = await runCli(
      ['webhooks', 'test', webhook.id, '--ca', receiver.caFile, '--encoding', 'js'],
      { stateDir: state },
    );
    expect(tested.code).toBe(0);
    const testBody = receiver.requests[before]!.body.toString('utf8');
    expect(testBody).toBe(JSON.stringify(JSON.parse(testBody)));
  });
});
