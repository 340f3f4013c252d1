import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readFixture } from '@designhooks/schemas';
import { createReceiver, sign, type ReceiverError } from '../src/index.ts';
import { startServer, type RunningServer, type ServerKind } from './start-server.ts';
import { post, type Answer, quietLogger } from '@designhooks/test-support';

// The receiver's doctor over real HTTP: the diagnosis reaches onError and the logger's line,
// never the 401 answer, which is the same bytes with the doctor on and off.

const SECRET = 'doctor-secret';
const RAW = readFixture('comment.created.html-characters'); // Go escapes and non-ASCII text
const json = { 'content-type': 'application/json' };
const header = 'abstract-webhooks-signature';

interface Served {
  server: RunningServer;
  errors: ReceiverError[];
  debug: string[];
  handled: number;
}

async function serve(kind: ServerKind, diagnoseSignatures: boolean): Promise<Served> {
  const served = { errors: [], debug: [], handled: 0 } as unknown as Served;
  const receiver = createReceiver({
    secret: SECRET,
    diagnoseSignatures,
    logger: { debug: (line) => served.debug.push(line), warn() {}, error() {} },
  });
  receiver.onError((error) => void served.errors.push(error));
  receiver.onAny(() => void served.handled++);
  served.server = await startServer(kind, receiver);
  return served;
}

const cases: Array<{
  name: string;
  headers: Record<string, string>;
  code: string;
  kinds?: ServerKind[];
}> = [
  { name: 'a wrong key', headers: { [header]: sign(RAW, 'another key') }, code: 'no-match' },
  {
    name: 'a key with a newline',
    headers: {
      [header]: sign(
        RAW,
        `${SECRET}
`,
      ),
    },
    code: 'secret-whitespace',
    kinds: ['node', 'fetch'], // behind express.json() the body is off too: two causes
  },
  {
    name: 'a prefixed header',
    headers: { [header]: `sha256=${sign(RAW, SECRET)}` },
    code: 'prefixed',
  },
  { name: 'no header', headers: {}, code: 'missing' },
  {
    name: 'a body parsed by express.json() first',
    headers: { [header]: sign(RAW, SECRET) },
    code: 'body-reserialized',
    kinds: ['express-json-first'],
  },
];

describe.each(['node', 'express-json-first', 'fetch'] as ServerKind[])('%s adapter', (kind) => {
  let on: Served;
  let off: Served;
  beforeAll(async () => {
    [on, off] = await Promise.all([serve(kind, true), serve(kind, false)]);
  });
  afterAll(async () => {
    await Promise.all([on.server.close(), off.server.close()]);
  });
  const send = (served: Served, headers: Record<string, string>) =>
    post(served.server.url, RAW, { ...json, ...headers });
  const comparable = (answer: Answer) => {
    const { date: _date, ...headers } = answer.headers;
    return { status: answer.status, body: answer.body, headers };
  };

  for (const { name, headers, code, kinds } of cases) {
    if (kinds && !kinds.includes(kind)) continue;
    it(`${name}: ${code} on the error and the log line, the same 401 bytes with the doctor off`, async () => {
      on.errors.length = off.errors.length = on.debug.length = off.debug.length = 0;
      const [withDoctor, without] = await Promise.all([send(on, headers), send(off, headers)]);
      expect(withDoctor.status).toBe(401);
      expect(comparable(withDoctor)).toEqual(comparable(without));
      expect(on.errors).toHaveLength(1);
      const diagnosis = (
        on.errors[0] as { diagnosis?: { code: string; message: string; fix: string } }
      ).diagnosis;
      expect(diagnosis?.code).toBe(code);
      for (const words of [diagnosis!.message, diagnosis!.fix, `"${code}"`])
        expect(withDoctor.body).not.toContain(words);
      expect(on.debug.join('\n')).toContain(`(${code}: `);
      expect(on.debug.join('\n')).not.toContain(SECRET);
      expect((off.errors[0] as { diagnosis?: unknown }).diagnosis).toBeUndefined();
      expect(off.debug.join('\n')).not.toContain(`(${code}: `);
    });
  }

  it('the success path is unchanged: 200, the same answer, no error, the handler runs', async () => {
    if (kind === 'express-json-first') return; // its reserialised body cannot match this fixture
    on.errors.length = off.errors.length = 0;
    const headers = { [header]: sign(RAW, SECRET) };
    const [withDoctor, without] = await Promise.all([send(on, headers), send(off, headers)]);
    expect(withDoctor.status).toBe(200);
    expect(comparable(withDoctor)).toEqual(comparable(without));
    expect(on.errors).toEqual([]);
    expect(on.handled).toBeGreaterThan(0);
  });
});

describe('the receive result', () => {
  it('carries the diagnosis on its error; a body over 64 KiB gets none, and still 401', async () => {
    // The key kept its quotes from a .env file; the platform signs with the bare key.
    const receiver = createReceiver({ secret: `"${SECRET}"`, logger: quietLogger });
    const result = await receiver.receive({
      body: RAW,
      headers: { ...json, [header]: sign(RAW, SECRET) },
    });
    expect(result.status).toBe(401);
    expect((result.error as { diagnosis?: { code: string } }).diagnosis?.code).toBe(
      'secret-whitespace',
    );
    const big = Buffer.concat([
      RAW.subarray(0, -1),
      Buffer.from(`,"pad":"${'x'.repeat(70_000)}"}`),
    ]);
    const large = await receiver.receive({
      body: big,
      headers: { ...json, [header]: sign(big, 'x') },
    });
    expect(large.status).toBe(401);
    expect((large.error as { diagnosis?: unknown }).diagnosis).toBeUndefined();
  });

  it('a body nested too deep for JSON still gets its 401 and a diagnosis, never a 500', async () => {
    const receiver = createReceiver({ secret: SECRET, logger: quietLogger });
    for (const depth of [5_000, 30_000]) {
      const deep = `${'['.repeat(depth)}${']'.repeat(depth)}`;
      const result = await receiver.receive({
        body: deep,
        headers: { ...json, [header]: sign(`${deep}\n`, SECRET) },
      });
      expect(result.status).toBe(401);
      expect((result.error as { diagnosis?: { code: string } }).diagnosis?.code).toBe(
        'body-trailing-newline',
      );
    }
  });
});
