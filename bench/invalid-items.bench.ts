// receive() of a signed commits.created whose `commits` holds N integers, every item invalid
// (issue 23): the receiver answers 422 after collecting the first MAX_VALIDATION_ERRORS errors and
// counting the rest, so the cost per item should stay flat as N grows (it grew with N while every
// item's errors were copied onto the whole list so far: 14 s at 64k items). The floor is what any
// receiver pays for the same body: HMAC + compare + JSON.parse, measured in the same run.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { readFixture } from '@designhooks/schemas';
import { builtReceiver } from './receiver/built-receiver.ts';
import { measureInterleaved, micros, ratio } from './receiver/measure-interleaved.ts';
import { quietLogger } from '@designhooks/test-support';

const SECRET = 'bench-signing-key-0123456789abcdef';
const SIZES = [8_000, 32_000, 64_000, 1_000_000];

export async function run(): Promise<{ title: string; markdown: string }> {
  const { createReceiver, sign } = await builtReceiver();
  const receiver = createReceiver({ secret: SECRET, logger: quietLogger });
  const rows: string[] = [];
  const perThousand: number[] = [];
  const overFloor: number[] = [];
  for (const size of SIZES) {
    const delivery = JSON.parse(readFixture('commits.created').toString('utf8')) as {
      data: { object: { commits: unknown[] } };
    };
    delivery.data.object.commits = Array.from({ length: size }, (_, index) => index % 10);
    const body = Buffer.from(JSON.stringify(delivery));
    const signature = sign(body, SECRET);
    const headers = {
      'content-type': 'application/json',
      'abstract-webhooks-signature': signature,
    };
    const floor = () => {
      const expected = createHmac('sha256', SECRET).update(body).digest('hex');
      if (!timingSafeEqual(Buffer.from(expected), Buffer.from(signature)))
        throw new Error('mismatch');
      return JSON.parse(body.toString('utf8')) as unknown;
    };
    const answer = await receiver.receive({ body, headers });
    if (answer.status !== 422)
      throw new Error(`expected 422 at ${size} items, got ${answer.status}`);
    // About 50 ms of work per batch at any size; at least one operation.
    const batch = Math.max(1, Math.round(2_000_000 / size));
    const timings = await measureInterleaved(
      [
        { name: 'floor', run: floor, batch },
        { name: 'receive', run: () => receiver.receive({ body, headers }), batch },
      ],
      { rounds: size >= 1_000_000 ? 5 : 11 },
    );
    const ms = timings.get('receive')! / 1000;
    perThousand.push(ms / (size / 1000));
    overFloor.push(timings.get('receive')! / timings.get('floor')!);
    rows.push(
      `| ${size.toLocaleString('en-US')} | ${(body.length / 1024).toFixed(0)} KiB | ${ms.toFixed(1)} | ${(ms / (size / 1000)).toFixed(3)} | ${micros(timings.get('floor')!)} µs | ${ratio(timings.get('receive')! / timings.get('floor')!)} |`,
    );
  }
  const markdown = [
    'A signed `commits.created` whose `commits` holds N integers (every item invalid), answered 422:',
    `validation keeps the first 100 errors and counts the rest, so its cost should grow with N and no faster.`,
    'Medians of interleaved rounds.',
    '',
    '| items | body | ms per receive | ms per 1k items | floor (HMAC + compare + JSON.parse) | × floor |',
    '|---:|---:|---:|---:|---:|---:|',
    ...rows,
    '',
    `Per item, 1M items cost ${ratio(perThousand.at(-1)! / perThousand[0]!)} of 8k items' (1.00× is linear); ` +
      `against the floor, which grows as the body does, receive stays at ${ratio(Math.min(...overFloor))} to ${ratio(Math.max(...overFloor))}.`,
  ].join('\n');
  return { title: 'Validation of many invalid array items', markdown };
}
