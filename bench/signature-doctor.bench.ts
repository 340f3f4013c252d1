// What the signature doctor costs when a check fails: `explainSignature` on the 827-byte
// project.updated delivery with 3 candidate keys (another webhook's key being the answer, and
// no key at all: `no-match`, the most common case), against the failed check it follows,
// `verifySignature` (the floor, measured in the same run). Goal: under 1 ms per diagnosis. The
// receive benchmark's rows do not move: the doctor only runs after a failure. Everything through
// the package's public API (the web build from its built bundle), no internal import.
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { readFixture } from '@designhooks/schemas';
import {
  createReceiver,
  DIAGNOSES_PER_MINUTE,
  explainSignature,
  sign,
  verifySignature,
} from '@designhooks/receiver';
import { quietLogger } from '@designhooks/test-support';
import { measureInterleaved, micros, ratio } from './receiver/measure-interleaved.ts';

const ROUNDS = 15;
const GOAL_MICROS = 1000;
/** The forged body of the flood: just under the doctor's 64 KiB limit, so it would be diagnosed. */
const FLOOD_BODY_BYTES = 60_000;

// The web build as Cloudflare Workers get it: the built bundle (npm run bench builds first), whose
// crypto is Web Crypto's; Node has crypto.subtle too.
const webBuild = pathToFileURL(join(import.meta.dirname, '../packages/receiver/dist/web/index.js'));

export async function run(): Promise<{ title: string; markdown: string }> {
  const web = (await import(webBuild.href)) as { explainSignature: typeof explainSignature };
  const body = readFixture('project.updated');
  const key = () => randomBytes(24).toString('base64url');
  const secret = key();
  const candidates = [key(), key(), key()];
  const other = sign(body, candidates[2]!); // another webhook's key
  const unknown = sign(body, key()); // no key tried explains it
  const diagnose = (signature: string) => ({ body, signature, secret, candidates });
  if ((await explainSignature(diagnose(other)))?.code !== 'wrong-secret')
    throw new Error('the doctor must find the candidate');
  if ((await explainSignature(diagnose(unknown)))?.code !== 'no-match')
    throw new Error('the doctor must answer no-match');
  let sink = 0;
  const timings = await measureInterleaved(
    [
      { name: 'verify', run: () => void (sink += verifySignature(body, other, secret) ? 0 : 1) },
      {
        name: 'wrong-secret',
        batch: 100,
        run: async () => void (sink += (await explainSignature(diagnose(other))) ? 1 : 0),
      },
      {
        name: 'no-match',
        batch: 100,
        run: async () => void (sink += (await explainSignature(diagnose(unknown))) ? 1 : 0),
      },
      {
        name: 'web',
        batch: 20,
        run: async () => void (sink += (await web.explainSignature(diagnose(unknown))) ? 1 : 0),
      },
    ],
    { rounds: ROUNDS },
  );
  if (sink === 0) throw new Error('nothing ran');
  const t = (name: string) => timings.get(name)!;
  const row = (what: string, name: string) =>
    `| ${what} | ${micros(t(name))} | ${ratio(t(name) / t('verify'))} | ${t(name) < GOAL_MICROS ? 'yes' : '**no**'} |`;
  const markdown = [
    `Per failed delivery, in process, medians of interleaved rounds, on \`project.updated\` (${body.length} bytes) with one`,
    'secret and 3 candidate keys: the failed `verifySignature` it follows (the floor) and',
    '`explainSignature`, which computes the HMAC of every key and body variant (node:crypto in the',
    "node build; Web Crypto's, as Cloudflare Workers run it, timed here on Node). Goal: under 1 ms.",
    '',
    '| what | µs | × failed verify | under 1 ms |',
    '|---|---:|---:|---|',
    `| failed \`verifySignature\` (floor) | ${micros(t('verify'))} | 1.00× | |`,
    row("doctor, node build: another webhook's key (`wrong-secret`)", 'wrong-secret'),
    row('doctor, node build: nothing explains it (`no-match`)', 'no-match'),
    row('doctor, web build (Web Crypto): `no-match`', 'web'),
  ].join('\n');
  return {
    title: 'Signature doctor (explainSignature)',
    markdown: `${markdown}\n\n${await flood(secret)}`,
  };
}

// A flood of forged requests: `receive` of a 60 KB body under a wrong 64-digit signature, with
// the doctor on every failure, once the minute's diagnoses are spent (the default past its
// first DIAGNOSES_PER_MINUTE), and off, against the failed check over the same body.
async function flood(secret: string): Promise<string> {
  const fixture = readFixture('project.updated').toString('utf8');
  const padding = 'x'.repeat(FLOOD_BODY_BYTES - fixture.length - ',"p":""'.length);
  const body = Buffer.from(`${fixture.slice(0, -1)},"p":"${padding}"}`);
  const signature = sign(body, `${secret}-not-the-key`);
  const request = {
    body,
    headers: { 'content-type': 'application/json', 'abstract-webhooks-signature': signature },
  };
  const receiverWith = (diagnoseSignatures: boolean | number) =>
    createReceiver({ secret, logger: quietLogger, diagnoseSignatures });
  const every = receiverWith(Number.POSITIVE_INFINITY);
  const spent = receiverWith(true);
  const off = receiverWith(false);
  const diagnosed = async (receiver: typeof every) =>
    ((await receiver.receive(request)).error as { diagnosis?: unknown }).diagnosis !== undefined;
  if (!(await diagnosed(every)) || (await diagnosed(off)))
    throw new Error('the doctor must diagnose with Infinity and not when off');
  for (let i = 0; i < DIAGNOSES_PER_MINUTE; i++) await spent.receive(request);
  let refused = 0;
  const forged = (receiver: typeof every) => async () =>
    void (refused += (await receiver.receive(request)).status === 401 ? 1 : 0);
  const timings = await measureInterleaved(
    [
      {
        name: 'verify',
        run: () => void (refused += verifySignature(body, signature, secret) ? 0 : 1),
      },
      { name: 'every', batch: 10, run: forged(every) },
      { name: 'spent', run: forged(spent) },
      { name: 'off', run: forged(off) },
    ],
    { rounds: ROUNDS },
  );
  if (refused === 0) throw new Error('nothing was refused');
  const t = (name: string) => timings.get(name)!;
  const row = (what: string, name: string) =>
    `| ${what} | ${micros(t(name))} | ${ratio(t(name) / t('verify'))} |`;
  return [
    `A flood of forged requests: \`receive\` of a ${body.length}-byte body (under the doctor's 64 KiB limit)`,
    'with a wrong 64-digit signature, each answered 401, against the failed check over the same body.',
    `A receiver diagnoses at most ${DIAGNOSES_PER_MINUTE} failures a clock minute by default (\`DIAGNOSES_PER_MINUTE\`):`,
    'past them, a forged request costs what the check costs.',
    '',
    '| what | µs per forged request | × failed verify |',
    '|---|---:|---:|',
    `| failed \`verifySignature\` over the same body (floor) | ${micros(t('verify'))} | 1.00× |`,
    row('`receive`, the doctor on every failure (`diagnoseSignatures: Infinity`)', 'every'),
    row("`receive` by default, once the minute's diagnoses are spent", 'spent'),
    row('`receive`, `diagnoseSignatures: false`', 'off'),
  ].join('\n');
}
