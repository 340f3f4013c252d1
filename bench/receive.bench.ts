// receiver.receive (verify + parse + validate + route) against the floor and @octokit/webhooks.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Webhooks } from '@octokit/webhooks';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { readFixture, schemaDocuments } from '@designhooks/schemas';
import { createReceiver, sign } from '@designhooks/receiver';
import { measureInterleaved, micros, ratio } from './receiver/measure-interleaved.ts';

const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;
const SECRET = 'bench-signing-key-0123456789abcdef';

export async function run(): Promise<{ title: string; markdown: string }> {
  const body = readFixture('project.updated');
  const text = body.toString('utf8');
  const signature = sign(body, SECRET);
  const headers = { 'content-type': 'application/json', 'abstract-webhooks-signature': signature };

  let handled = 0;
  const receiver = createReceiver({ secret: SECRET, logger: { warn() {}, error() {} } });
  receiver.on('project.updated', (delivery) => void (handled += delivery.data.object.name.length > 0 ? 1 : 0));
  const unvalidated = createReceiver({ secret: SECRET, validation: 'off', logger: { warn() {}, error() {} } });
  unvalidated.on('project.updated', () => void handled++);

  // The same schemas compiled by a plain Ajv, as an integrator would add after octokit.
  const ajv = new Ajv({ schemas: schemaDocuments(), strict: true, allowUnionTypes: true });
  addFormats(ajv);
  const validate = ajv.getSchema('project.updated')!;
  const octokit = new Webhooks({ secret: SECRET });
  octokit.on('push', ({ payload }) => {
    if (!validate(payload)) throw new Error('invalid');
    handled++;
  });
  const octokitEvent = { id: 'bench', name: 'push' as const, payload: text, signature: `sha256=${signature}` };

  const floor = () => {
    const expected = createHmac('sha256', SECRET).update(body).digest('hex');
    if (!timingSafeEqual(Buffer.from(expected), Buffer.from(signature))) throw new Error('mismatch');
    return JSON.parse(body.toString('utf8'));
  };
  const check = async (result: Promise<{ status: number }>) => {
    if ((await result).status !== 200) throw new Error('not 200');
  };
  const timings = await measureInterleaved([
    { name: 'floor', run: floor },
    { name: 'receive', run: () => check(receiver.receive({ body, headers })) },
    { name: 'receive, validation off', run: () => check(unvalidated.receive({ body, headers })) },
    { name: 'octokit', run: () => octokit.verifyAndReceive(octokitEvent) },
  ]);
  if (handled === 0) throw new Error('no handler ran');

  const t = (name: string) => timings.get(name)!;
  const rows: [string, string][] = [
    ['floor: HMAC-SHA256 hex + timingSafeEqual + JSON.parse', 'floor'],
    ['`receiver.receive`: verify + parse + validate (Ajv) + route to one handler', 'receive'],
    ['`receiver.receive` with `validation: off`', 'receive, validation off'],
    ['@octokit/webhooks `verifyAndReceive` + Ajv validation in its handler', 'octokit'],
  ];
  const receiveRatio = t('receive') / t('floor');
  const markdown = [
    `One signed \`project.updated\` delivery (the canonical fixture, ${body.length} bytes), in process.`,
    'Each contender runs in batches, interleaved round by round; figures are medians of 15 rounds.',
    '',
    '| what | µs per delivery | deliveries/s | × floor |',
    '|---|---:|---:|---:|',
    ...rows.map(([label, key]) => `| ${label} | ${micros(t(key))} | ${Math.round(1e6 / t(key)).toLocaleString('en-US')} | ${ratio(t(key) / t('floor'))} |`),
    '',
    `Targets: \`receive\` ≤ 1.6× the floor: **${ratio(receiveRatio)}** (${receiveRatio <= 1.6 ? 'met' : 'NOT met'}); ` +
      `cheaper than octokit + Ajv: **${ratio(t('receive') / t('octokit'))}** of its cost (${t('receive') < t('octokit') ? 'met' : 'NOT met'}).`,
  ].join('\n');
  return { title: 'Receiving one delivery (receiver.receive)', markdown };
}
