// What drift detection adds to receiving a delivery: detectDrift (with the event's validator
// loaded, as in the receiver: its generated check, then the table walk only if it finds drift)
// against JSON.parse of the same body (the floor, measured in the same run) and against the
// schema validation every delivery already gets.
import { readFixture } from '@designhooks/schemas';
import { detectDrift, validateDelivery } from '@designhooks/receiver';
import { validatorFor } from '../packages/receiver/src/contract/validator-for.ts';
import { measureInterleaved, micros, ratio } from './receiver/measure-interleaved.ts';

const ROUNDS = 21;

export async function run(): Promise<{ title: string; markdown: string }> {
  const cases = [
    ['project.updated', readFixture('project.updated')],
    ['commits.created.many-commits', readFixture('commits.created.many-commits')],
    ['comment.created.reply', readFixture('comment.created.reply')],
  ] as const;
  const rows: string[] = [];
  for (const [name, body] of cases) {
    const text = body.toString('utf8');
    const value = JSON.parse(text) as { event: string };
    // The receiver's generated validator of the event, loaded first: what validation costs per delivery.
    const validate = await validatorFor(value.event);
    if (!(await validateDelivery(value)).ok) throw new Error(`${name} must be valid`);
    let sink = 0;
    const timings = await measureInterleaved(
      [
        { name: 'parse', run: () => void (sink += (JSON.parse(text) as object) ? 1 : 0) },
        { name: 'validate', run: () => void (sink += validate(value) ? 1 : 0) },
        { name: 'drift', run: () => void (sink += detectDrift(value).length + 1) },
      ],
      { rounds: ROUNDS },
    );
    if (sink === 0) throw new Error('nothing ran');
    const t = (key: string) => timings.get(key)!;
    rows.push(
      `| \`${name}\` (${body.length} bytes) | ${micros(t('parse'))} | ${micros(t('validate'))} | ${micros(t('drift'))} | ${ratio(t('drift') / t('parse'))} | ${ratio(t('drift') / t('validate'))} |`,
    );
  }
  const markdown = [
    'Per delivery, in process, medians of interleaved rounds: JSON.parse of the body (the floor),',
    'schema validation (the generated validator `validateDelivery` uses) and drift detection (`detectDrift`, which the receiver runs',
    "after validation unless `validation: 'off'`).",
    '',
    '| fixture | JSON.parse µs | validate µs | detectDrift µs | drift × parse | drift × validate |',
    '|---|---:|---:|---:|---:|---:|',
    ...rows,
  ].join('\n');
  return { title: 'Drift detection (detectDrift)', markdown };
}
