// How receive's cost grows with the payload: commits.created with 1, 100 and 1,000 commits.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { readFixture } from '@designhooks/schemas';
import { builtReceiver } from './receiver/built-receiver.ts';
import { measureInterleaved, micros, ratio } from './receiver/measure-interleaved.ts';
import { quietLogger } from '@designhooks/test-support';

const SECRET = 'bench-signing-key-0123456789abcdef';
const COUNTS = [1, 100, 1000];

/** The canonical commits.created fixture with its commit repeated `count` times (distinct SHAs). */
function commitsBody(count: number): Buffer {
  const delivery = JSON.parse(readFixture('commits.created').toString('utf8'));
  const [commit] = delivery.data.object.commits;
  delivery.data.object.commits = Array.from({ length: count }, (_, i) => ({
    ...commit,
    sha: createHash('sha1').update(String(i)).digest('hex'),
    title: `${commit.title} #${i}`,
  }));
  return Buffer.from(JSON.stringify(delivery));
}

export async function run(): Promise<{ title: string; markdown: string }> {
  const { createReceiver, sign } = await builtReceiver();
  const receiver = createReceiver({ secret: SECRET, logger: quietLogger });
  let commits = 0;
  receiver.on(
    'commits.created',
    (delivery) => void (commits += delivery.data.object.commits.length),
  );
  const cases = COUNTS.map((count) => {
    const body = commitsBody(count);
    const headers = {
      'content-type': 'application/json',
      'abstract-webhooks-signature': sign(body, SECRET),
    };
    return { count, body, headers, batch: Math.max(10, Math.round(1000 / count)) };
  });
  const floor = (body: Buffer, signature: string) => {
    const expected = createHmac('sha256', SECRET).update(body).digest('hex');
    if (!timingSafeEqual(Buffer.from(expected), Buffer.from(signature)))
      throw new Error('mismatch');
    return JSON.parse(body.toString('utf8')) as unknown;
  };
  const timings = await measureInterleaved(
    cases.flatMap(({ count, body, headers, batch }) => [
      {
        name: `floor ${count}`,
        batch,
        run: () => floor(body, headers['abstract-webhooks-signature']),
      },
      {
        name: `receive ${count}`,
        batch,
        run: async () => {
          if ((await receiver.receive({ body, headers })).status !== 200)
            throw new Error('not 200');
        },
      },
    ]),
    { rounds: 15 },
  );
  if (commits === 0) throw new Error('no handler ran');
  const perKb = (name: string, bytes: number) => timings.get(name)! / (bytes / 1024);
  const base = cases[0]!;
  const rows = cases.map(({ count, body }) => {
    const receive = timings.get(`receive ${count}`)!;
    const floorTime = timings.get(`floor ${count}`)!;
    return `| ${count.toLocaleString('en-US')} | ${(body.length / 1024).toFixed(1)} KiB | ${micros(floorTime)} | ${micros(receive)} | ${ratio(receive / floorTime)} | ${perKb(`receive ${count}`, body.length).toFixed(2)} | ${ratio(perKb(`receive ${count}`, body.length) / perKb(`receive ${base.count}`, base.body.length))} |`;
  });
  const markdown = [
    "One signed `commits.created` delivery carrying 1, 100 and 1,000 commits (the canonical fixture's",
    'commit repeated with distinct SHAs), through `receiver.receive` (the built package) with validation on, next to the',
    'floor on the same bytes. Linear growth means a flat or falling cost per KiB.',
    '',
    '| commits | body | floor µs | receive µs | × floor | receive µs per KiB | per KiB vs 1 commit |',
    '|---:|---:|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
  return { title: 'Payload size: commits.created with 1, 100 and 1,000 commits', markdown };
}
