import { execFileSync } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { readFixture } from '@designhooks/schemas';
import type { ExplainSignatureInput, SignatureDiagnosisCode } from '../src/index.ts';
import { closeServer, listenOnLoopback, post } from '@designhooks/test-support';

/** One integrator's mistake, made for real, and what the doctor must say about it. */
export interface RealMistake {
  name: string;
  /** null: not a mistake, the signature matches. */
  code: SignatureDiagnosisCode | null;
  candidateIndex?: number;
  input: ExplainSignatureInput;
}

const HEADER = 'abstract-webhooks-signature';
const PYTHON_REENCODE =
  'import json, sys; sys.stdout.write(json.dumps(json.loads(sys.stdin.buffer.read())))';
const PHP_REENCODE = 'echo json_encode(json_decode(file_get_contents("php://stdin")));';
// A real delivery with what breaks naive verifiers: Go's \u003c \u003e \u0026 escapes and
// non-ASCII text (é, —, 👍), byte-exact as the platform sends it.
const RAW = readFixture('comment.created.html-characters');
const RAW_TEXT = RAW.toString('utf8');

/**
 * Makes every mistake of the troubleshooting table for real: a server, a proxy, a shell's
 * `echo`, git's autocrlf, an API Gateway event; each yields the inputs an integrator would hand
 * to `explainSignature` (the body they verified, the header they read, the key they used).
 * Servers listen on 127.0.0.1 only and are closed before this returns.
 *
 * @example
 * ```ts
 * for (const mistake of await makeRealMistakes()) expect((await explainSignature(mistake.input))?.code ?? null).toBe(mistake.code);
 * ```
 */
export async function makeRealMistakes(): Promise<RealMistake[]> {
  const key = randomBytes(24).toString('base64url');
  const signature = sign(RAW, key);
  const dir = mkdtempSync(join(tmpdir(), 'designhooks-mistakes-'));
  const mistakes: RealMistake[] = [];
  try {
    // Verified right: the raw bytes, the key as it is, the header as sent.
    mistakes.push({
      name: 'the raw body and the key',
      code: null,
      input: { body: RAW, signature, secret: key },
    });
    mistakes.push({
      name: 'during a rotation, signed with the old key of two',
      code: null,
      input: { body: RAW, signature, secret: [randomKey(), key] },
    });

    // express.json() first, then the platform's snippet: HMAC over JSON.stringify(req.body).
    const parsed = await throughExpressJson(RAW, signature);
    mistakes.push({
      name: 'express.json() then JSON.stringify(req.body)',
      code: 'body-reserialized',
      input: { body: parsed.body, signature: parsed.signature, secret: key },
    });

    // Receivers in other languages that decode the body and hash it encoded again: Python's
    // json.dumps (", " and ": ", \u escapes for non-ASCII) and PHP's json_encode (\/ for /).
    const reencoders: Array<[string, string, string[]]> = [
      ['python3', 'json.dumps(json.loads(body))', ['-c', PYTHON_REENCODE]],
      ['php', 'json_encode(json_decode($body))', ['-r', PHP_REENCODE]],
    ];
    for (const [command, what, args] of reencoders) {
      if (!hasCommand(command)) continue;
      mistakes.push({
        name: `a ${command === 'php' ? 'PHP' : 'Python'} receiver hashing ${what}`,
        code: 'body-reserialized',
        input: { body: execFileSync(command, args, { input: RAW }), signature, secret: key },
      });
    }

    // A proxy that pretty-prints JSON bodies on their way to the app.
    const pretty = await throughProxy(RAW, { [HEADER]: signature }, (body, headers) => ({
      body: Buffer.from(JSON.stringify(JSON.parse(body.toString('utf8')), null, 2)),
      headers,
    }));
    mistakes.push({
      name: 'a proxy pretty-printing the body',
      code: 'body-pretty-printed',
      input: { body: pretty.body, signature: pretty.headers[HEADER] as string, secret: key },
    });

    // A proxy that signs too, adding its own signature header beside the platform's.
    const doubled = await throughProxy(RAW, { [HEADER]: signature }, (body, headers) => ({
      body,
      headers: { ...headers, [HEADER]: [headers[HEADER] as string, sign(body, randomKey())] },
    }));
    mistakes.push({
      name: 'a proxy adding a second signature header',
      code: 'multiple-values',
      input: { body: doubled.body, signature: doubled.headers[HEADER], secret: key },
    });

    // A gateway forwarding only the headers it knows.
    const stripped = await throughProxy(RAW, { [HEADER]: signature }, (body) => ({
      body,
      headers: {},
    }));
    mistakes.push({
      name: 'a gateway dropping unknown headers',
      code: 'missing',
      input: { body: stripped.body, signature: stripped.headers[HEADER], secret: key },
    });

    // The key saved with `echo`, which ends the file with a newline, read back whole.
    execFileSync('sh', ['-c', 'echo "$SIGNING_KEY" > "$FILE"'], {
      env: { PATH: process.env['PATH'], SIGNING_KEY: key, FILE: join(dir, 'signing-key') },
    });
    mistakes.push({
      name: 'a key read from a file written by echo',
      code: 'secret-whitespace',
      input: { body: RAW, signature, secret: readFileSync(join(dir, 'signing-key'), 'utf8') },
    });

    // A .env file with a quoted value, read by splitting the line at '='.
    writeFileSync(join(dir, '.env'), `SIGNING_KEY="${key}"\n`);
    const line = readFileSync(join(dir, '.env'), 'utf8').split('\n')[0]!;
    mistakes.push({
      name: 'a quoted .env value read by hand',
      code: 'secret-whitespace',
      input: { body: RAW, signature, secret: line.slice(line.indexOf('=') + 1) },
    });

    // An environment variable that is not set where the receiver runs.
    mistakes.push({
      name: 'an unset environment variable',
      code: 'empty-secret',
      input: { body: RAW, signature, secret: process.env['DESIGNHOOKS_UNSET_SIGNING_KEY'] ?? '' },
    });

    // A test sender that base64-decodes the key first (as Svix-style schemes do).
    const base64Key = randomBytes(24).toString('base64');
    mistakes.push({
      name: 'a sender that base64-decodes the key',
      code: 'secret-encoding',
      input: {
        body: RAW,
        signature: createHmac('sha256', Buffer.from(base64Key, 'base64')).update(RAW).digest('hex'),
        secret: base64Key,
      },
    });

    // Two webhooks, each with its key: the receiver was given the other one's.
    const otherKeys = [randomKey(), key, randomKey()];
    mistakes.push({
      name: "another webhook's key",
      code: 'wrong-secret',
      candidateIndex: 1,
      input: { body: RAW, signature, secret: randomKey(), candidates: otherKeys },
    });

    // The header copied from a tool that shows it in upper case.
    mistakes.push({
      name: 'the header copied in upper case',
      code: 'uppercase-hex',
      input: { body: RAW, signature: signature.toUpperCase(), secret: key },
    });

    // A sender (or a verifier's own comparison) using base64, GitHub's prefix, a cut value.
    const digest = createHmac('sha256', key).update(RAW).digest();
    mistakes.push({
      name: 'an HMAC encoded as base64',
      code: 'base64',
      input: { body: RAW, signature: digest.toString('base64'), secret: key },
    });
    mistakes.push({
      name: 'a sha256= prefix as GitHub sends it',
      code: 'prefixed',
      input: { body: RAW, signature: `sha256=${signature}`, secret: key },
    });
    mistakes.push({
      name: 'the whole header line pasted from a log',
      code: 'prefixed',
      input: { body: RAW, signature: `Abstract-Webhooks-Signature: ${signature}`, secret: key },
    });
    mistakes.push({
      name: 'the value copied with its quotes from a JSON log',
      code: 'malformed',
      input: {
        body: RAW,
        signature: JSON.stringify(signature), // as a JSON log writes the header's value
        secret: key,
      },
    });
    mistakes.push({
      name: 'a value cut by a log line',
      code: 'malformed',
      input: { body: RAW, signature: signature.slice(0, 40), secret: key },
    });

    // A test script that sends the fixture but signs JSON.stringify(JSON.parse(fixture)).
    mistakes.push({
      name: 'a sender signing the re-serialised fixture',
      code: 'body-go-escapes',
      input: { body: RAW, signature: sign(JSON.stringify(JSON.parse(RAW_TEXT)), key), secret: key },
    });

    // The body saved with `echo` to replay it later: a newline is added.
    execFileSync('sh', ['-c', 'echo "$BODY" > "$FILE"'], {
      env: { PATH: process.env['PATH'], BODY: RAW_TEXT, FILE: join(dir, 'body.json') },
    });
    mistakes.push({
      name: 'a body saved with echo',
      code: 'body-trailing-newline',
      input: { body: readFileSync(join(dir, 'body.json')), signature, secret: key },
    });

    // A signed multi-line body committed to git and checked out with core.autocrlf=true.
    const multiLine = Buffer.from(`${JSON.stringify(JSON.parse(RAW_TEXT), null, 2)}`);
    mistakes.push({
      name: 'a saved body checked out by git with autocrlf',
      code: 'body-crlf',
      input: {
        body: checkoutWithAutocrlf(dir, multiLine),
        signature: sign(multiLine, key),
        secret: key,
      },
    });

    // A body saved by an editor that writes a UTF-8 byte-order mark.
    writeFileSync(join(dir, 'bom.json'), `\ufeff${RAW_TEXT}`, 'utf8');
    mistakes.push({
      name: 'a body saved with a byte-order mark',
      code: 'body-bom',
      input: { body: readFileSync(join(dir, 'bom.json')), signature, secret: key },
    });

    // AWS Lambda behind API Gateway: the body arrives base64-encoded and is decoded as 'binary'.
    const event = lambdaEvent(RAW, signature);
    const decoded = event.isBase64Encoded
      ? Buffer.from(event.body, 'base64').toString('latin1')
      : event.body;
    mistakes.push({
      name: "a Lambda event's base64 body decoded as latin1",
      code: 'body-latin1',
      input: { body: decoded, signature: event.headers[HEADER], secret: key },
    });

    // ... or not decoded at all: the handler hashes event.body, the base64 text itself.
    mistakes.push({
      name: "a Lambda event's base64 body hashed as it is",
      code: 'body-base64',
      input: { body: event.body, signature: event.headers[HEADER], secret: key },
    });

    // The body edited after signing (a field changed): nothing known explains it.
    mistakes.push({
      name: 'a body edited after signing',
      code: 'no-match',
      input: { body: RAW_TEXT.replace('Sam Sample', 'Sam Example'), signature, secret: key },
    });
    return mistakes;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// The sender's signature, by node:crypto itself: the same in either build of the receiver.
function sign(body: Buffer | string, key: string): string {
  return createHmac('sha256', key).update(body).digest('hex');
}

function randomKey(): string {
  return randomBytes(24).toString('base64url');
}

/** The API Gateway (HTTP API, payload 2.0) event of a delivery to a Lambda function URL. */
function lambdaEvent(body: Buffer, signature: string) {
  return {
    version: '2.0',
    rawPath: '/webhooks',
    headers: { 'content-type': 'application/json', [HEADER]: signature },
    isBase64Encoded: true,
    body: body.toString('base64'),
  };
}

function checkoutWithAutocrlf(dir: string, body: Buffer): Buffer {
  const repo = join(dir, 'repo');
  const git = (...args: string[]) =>
    execFileSync('git', ['-c', 'user.name=t', '-c', 'user.email=t@localhost', ...args], {
      cwd: repo,
      stdio: 'pipe',
    });
  execFileSync('git', ['init', '-q', repo]);
  writeFileSync(join(repo, 'delivery.json'), body);
  git('add', 'delivery.json');
  git('commit', '-qm', 'a signed delivery');
  rmSync(join(repo, 'delivery.json'));
  git('-c', 'core.autocrlf=true', 'checkout', '--', 'delivery.json');
  return readFileSync(join(repo, 'delivery.json'));
}

/** What an express app with express.json() first hands to a verifier: JSON.stringify(req.body). */
async function throughExpressJson(
  body: Buffer,
  signature: string,
): Promise<{ body: string; signature: string }> {
  const app = express();
  app.use(express.json());
  let seen: { body: string; signature: string } | undefined;
  app.post('/webhooks', (req, res) => {
    seen = { body: JSON.stringify(req.body), signature: String(req.get(HEADER)) };
    res.sendStatus(204);
  });
  const server = await listen(createServer(app));
  try {
    await postTo(server, body, { [HEADER]: signature });
  } finally {
    await close(server);
  }
  return seen!;
}

type Change = (
  body: Buffer,
  headers: Record<string, string | string[]>,
) => { body: Buffer; headers: Record<string, string | string[]> };

/** Posts through a real proxy that changes the request, to an app that keeps what it gets. */
async function throughProxy(
  body: Buffer,
  headers: Record<string, string>,
  change: Change,
): Promise<{ body: Buffer; headers: IncomingHttpHeaders }> {
  let seen: { body: Buffer; headers: IncomingHttpHeaders } | undefined;
  const app = express();
  app.post('/webhooks', express.raw({ type: '*/*' }), (req, res) => {
    seen = { body: req.body as Buffer, headers: req.headers };
    res.sendStatus(204);
  });
  const target = await listen(createServer(app));
  const proxy = await listen(
    createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const incoming: Record<string, string | string[]> = {};
        for (const [name, value] of Object.entries(req.headers))
          if (value !== undefined && name !== 'content-length' && name !== 'host')
            incoming[name] = value;
        const changed = change(Buffer.concat(chunks), incoming);
        postTo(target, changed.body, changed.headers).then(
          (status) => res.writeHead(status).end(),
          () => res.writeHead(502).end(),
        );
      });
    }),
  );
  try {
    await postTo(proxy, body, headers);
  } finally {
    await close(proxy);
    await close(target);
  }
  return seen!;
}

// Posts to a test server's /webhooks (test-support's post: node:http, bounded in time).
async function postTo(
  server: Server,
  body: Buffer,
  headers: Record<string, string | string[]>,
): Promise<number> {
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}/webhooks`;
  return (await post(url, body, { 'content-type': 'application/json', ...headers })).status;
}

async function listen(server: Server): Promise<Server> {
  await listenOnLoopback(server);
  return server;
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return closeServer(server);
}

// python3 and php are optional here: the mistakes they make are added only where they run.
function hasCommand(command: string): boolean {
  try {
    execFileSync(command, ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}
