// receiver.receive (verify + parse + validate + route) against the floor and @octokit/webhooks.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Webhooks } from '@octokit/webhooks';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { eventSchemaId, readFixture, schemaDocuments } from '@designhooks/schemas';
import { validatorFor } from '../packages/receiver/src/contract/generated/project.ts';
import { builtReceiver } from './receiver/built-receiver.ts';
import { measureInterleaved, micros, ratio } from './receiver/measure-interleaved.ts';

const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;
const SECRET = 'bench-signing-key-0123456789abcdef';
const ROUNDS = 31;
const validateProjectUpdated = validatorFor('project.updated');

export async function run(): Promise<{ title: string; markdown: string }> {
  const { createReceiver, sign, detectDrift, verifySignature } = await builtReceiver();
  const body = readFixture('project.updated');
  const text = body.toString('utf8');
  const signature = sign(body, SECRET);
  const headers = { 'content-type': 'application/json', 'abstract-webhooks-signature': signature };

  // Each contender counts its runs and its handler its calls: every run must reach the handler
  // (checked after timing, so no per-run check skews the figures).
  const runs = { receive: 0, unvalidated: 0, octokit: 0 };
  const handled = { receive: 0, unvalidated: 0, octokit: 0 };
  const receiver = createReceiver({ secret: SECRET, logger: { warn() {}, error() {} } });
  receiver.on(
    'project.updated',
    (delivery) => void (handled.receive += delivery.data.object.name.length > 0 ? 1 : 0),
  );
  const unvalidated = createReceiver({
    secret: SECRET,
    validation: 'off',
    logger: { warn() {}, error() {} },
  });
  unvalidated.on('project.updated', () => void handled.unvalidated++);

  // The same schemas compiled by a plain Ajv, as an integrator would add after octokit.
  const ajv = new Ajv({ schemas: schemaDocuments(), strict: true, allowUnionTypes: true });
  addFormats(ajv);
  const validate = ajv.getSchema(eventSchemaId('project.updated'))!;
  const octokit = new Webhooks({ secret: SECRET });
  octokit.on('push', ({ payload }) => {
    if (!validate(payload)) throw new Error('invalid');
    handled.octokit++;
  });
  const octokitEvent = {
    id: 'bench',
    name: 'push' as const,
    payload: text,
    signature: `sha256=${signature}`,
  };

  const floor = () => {
    const expected = createHmac('sha256', SECRET).update(body).digest('hex');
    if (!timingSafeEqual(Buffer.from(expected), Buffer.from(signature)))
      throw new Error('mismatch');
    return JSON.parse(body.toString('utf8'));
  };
  const floorVerify = () => {
    const expected = createHmac('sha256', SECRET).update(body).digest('hex');
    return timingSafeEqual(Buffer.from(expected), Buffer.from(signature));
  };
  const parsed = floor() as unknown;
  if (!validateProjectUpdated(parsed)) throw new Error('the fixture must be valid');
  await receiver.receive({ body, headers }); // loads the event's generated validator
  runs.receive++;
  const timings = await measureInterleaved(
    [
      { name: 'floor', run: floor },
      { name: 'receive', run: () => (runs.receive++, receiver.receive({ body, headers })) },
      {
        name: 'receive, validation off',
        run: () => (runs.unvalidated++, unvalidated.receive({ body, headers })),
      },
      { name: 'octokit', run: () => (runs.octokit++, octokit.verifyAndReceive(octokitEvent)) },
      { name: 'validator alone', run: () => validateProjectUpdated(parsed) },
      { name: 'drift alone', run: () => detectDrift(parsed) },
      { name: 'floor verify alone', run: floorVerify },
      { name: 'verify alone', run: () => verifySignature(body, signature, SECRET) },
    ],
    { rounds: ROUNDS },
  );
  for (const key of Object.keys(runs) as (keyof typeof runs)[]) {
    if (handled[key] !== runs[key])
      throw new Error(`${key}: ${runs[key]} runs but ${handled[key]} handler calls`);
  }

  const t = (name: string) => timings.get(name)!;
  const rows: [string, string][] = [
    ['floor: HMAC-SHA256 hex + timingSafeEqual + JSON.parse', 'floor'],
    ['`receiver.receive`: verify + parse + validate (Ajv) + route to one handler', 'receive'],
    ['`receiver.receive` with `validation: off`', 'receive, validation off'],
    ['@octokit/webhooks `verifyAndReceive` + Ajv validation in its handler', 'octokit'],
    [
      'where `receive` spends the difference: the generated validator alone, on the parsed body',
      'validator alone',
    ],
    [
      'and drift detection alone (`detectDrift`, which `receive` runs on every valid delivery)',
      'drift alone',
    ],
    [
      "the floor's verify alone (`createHmac` hex + two Buffers + `timingSafeEqual`)",
      'floor verify alone',
    ],
    [
      "against the SDK's verify alone (`verifySignature`: hex decoded once, `createHmac` + `timingSafeEqual`)",
      'verify alone',
    ],
  ];
  const receiveRatio = t('receive') / t('floor');
  const markdown = [
    `One signed \`project.updated\` delivery (the canonical fixture, ${body.length} bytes), in process, through the built package (dist/).`,
    `Each contender runs in batches, interleaved round by round; figures are medians of ${ROUNDS} rounds.`,
    '',
    '| what | µs per delivery | deliveries/s | × floor |',
    '|---|---:|---:|---:|',
    ...rows.map(
      ([label, key]) =>
        `| ${label} | ${micros(t(key))} | ${Math.round(1e6 / t(key)).toLocaleString('en-US')} | ${ratio(t(key) / t('floor'))} |`,
    ),
    '',
    `Targets: \`receive\` ≤ 1.25× the floor: **${ratio(receiveRatio)}** (${receiveRatio <= 1.25 ? 'met' : 'NOT met'}); ` +
      `cheaper than octokit + Ajv: **${ratio(t('receive') / t('octokit'))}** of its cost (${t('receive') < t('octokit') ? 'met' : 'NOT met'}).`,
  ].join('\n');
  return { title: 'Receiving one delivery (receiver.receive)', markdown };
}
