// The validation engine: Ajv compiled from the JSON Schemas vs zod 4 built from the same schemas.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { eventSchemaId, readFixture, schemaDocuments } from '@designhooks/schemas';
import { sign, validateDelivery } from '@designhooks/receiver';
import { validatorFor } from '../packages/receiver/src/contract/generated/project.ts';
import { zodSchemaFor } from '@designhooks/receiver/zod';
import { measureInterleaved, micros, ratio } from './receiver/measure-interleaved.ts';

const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;
const SECRET = 'bench-signing-key-0123456789abcdef';
const generatedValidator = validatorFor('project.updated');

export async function run(): Promise<{ title: string; markdown: string }> {
  const body = readFixture('project.updated');
  const signature = sign(body, SECRET);
  const floor = () => {
    const expected = createHmac('sha256', SECRET).update(body).digest('hex');
    if (!timingSafeEqual(Buffer.from(expected), Buffer.from(signature)))
      throw new Error('mismatch');
    return JSON.parse(body.toString('utf8')) as unknown;
  };
  // Ajv as the SDK configures it (strict, all ten schemas added, full formats); zod from
  // z.fromJSONSchema over the bundled schema: both from the same JSON Schema documents.
  const ajv = new Ajv({ schemas: schemaDocuments(), strict: true, allowUnionTypes: true });
  addFormats(ajv);
  const ajvValidate = ajv.getSchema(eventSchemaId('project.updated'))!;
  const zodSchema = zodSchemaFor('project.updated');
  const parsed = floor();
  if (!(await validateDelivery(parsed)).ok || !generatedValidator(parsed))
    throw new Error('the fixture must be valid');
  if (!ajvValidate(parsed) || !zodSchema.safeParse(parsed).success)
    throw new Error('fixture must be valid under both');

  const timings = await measureInterleaved([
    { name: 'floor', run: floor },
    { name: 'floor + Ajv', run: () => ajvValidate(floor()) || fail() },
    { name: 'floor + zod', run: () => zodSchema.safeParse(floor()).success || fail() },
    { name: 'Ajv', run: () => ajvValidate(parsed) },
    { name: 'generated', run: () => generatedValidator(parsed) },
    { name: 'validateDelivery', run: () => validateDelivery(parsed) },
    { name: 'zod', run: () => zodSchema.safeParse(parsed) },
  ]);
  const t = (name: string) => timings.get(name)!;
  const markdown = [
    `The validation step alone, on the same signed \`project.updated\` fixture (${body.length} bytes). Both validators`,
    'come from the same JSON Schemas: Ajv compiles them (strict, ajv-formats), zod 4 builds them with',
    '`z.fromJSONSchema` (what `@designhooks/receiver/zod` exports). Medians of interleaved rounds.',
    '',
    '| what | µs per delivery | × floor | validation adds |',
    '|---|---:|---:|---:|',
    `| floor: HMAC-SHA256 hex + timingSafeEqual + JSON.parse | ${micros(t('floor'))} | 1.00× | |`,
    `| floor + Ajv compiled validator | ${micros(t('floor + Ajv'))} | ${ratio(t('floor + Ajv') / t('floor'))} | ${micros(t('floor + Ajv') - t('floor'))} µs |`,
    `| floor + zod 4 \`safeParse\` | ${micros(t('floor + zod'))} | ${ratio(t('floor + zod') / t('floor'))} | ${micros(t('floor + zod') - t('floor'))} µs |`,
    `| Ajv alone (parsed object) | ${micros(t('Ajv'))} | | |`,
    `| the receiver's generated validator alone (Ajv standalone code, the SDK's hand-written formats) | ${micros(t('generated'))} | | ${ratio(t('generated') / t('Ajv'))} of Ajv |`,
    `| \`validateDelivery\` alone (the same validator, behind a promise) | ${micros(t('validateDelivery'))} | | ${ratio(t('validateDelivery') / t('Ajv'))} of Ajv |`,
    `| zod alone (parsed object) | ${micros(t('zod'))} | | ${ratio(t('zod') / t('Ajv'))} of Ajv |`,
    '',
    `The receiver validates with ${t('Ajv') <= t('zod') ? 'Ajv: it is the cheaper of the two here' : 'Ajv (zod measured cheaper in this run: see the receive benchmark for the target)'}; ` +
      'integrators get the zod schemas for their own use.',
  ].join('\n');
  return { title: 'Validation engine: Ajv vs zod, from the same schemas', markdown };
}

function fail(): never {
  throw new Error('validation failed');
}
