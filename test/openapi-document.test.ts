import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { listFixtures, schemasDir } from '@designhooks/schemas';
import { describe, expect, it } from 'vitest';

const addFormats = addFormatsModule as unknown as typeof addFormatsModule.default;
const file = join(schemasDir, 'openapi.json');
const document = JSON.parse(readFileSync(file, 'utf8')) as Record<string, any>;
const events = readdirSync(join(schemasDir, 'events'))
  .map((name) => name.replace('.schema.json', ''))
  .sort();

describe('schemas/openapi.json', () => {
  it('is a valid OpenAPI 3.1 document (swagger-parser validate: schema, refs, no errors)', async () => {
    const api = (await SwaggerParser.validate(structuredClone(document) as never)) as Record<
      string,
      any
    >;
    expect(api.openapi).toBe('3.1.0');
  });

  it('holds the ten deliveries as webhooks, each body the event schema, and the management paths the SDK calls', () => {
    expect(Object.keys(document.webhooks).sort()).toEqual(events);
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        '/organizations/{organizationId}/webhooks',
        '/organizations/{organizationId}/webhooks/events',
        '/organizations/{organizationId}/webhooks/subscribe',
        '/organizations/{organizationId}/webhooks/{webhookId}',
        '/organizations/{organizationId}/webhooks/{webhookId}/unsubscribe',
        '/organizations/{organizationId}/webhooks/{webhookId}/ping',
        '/organizations/{organizationId}/webhooks/{webhookId}/deliveries',
        '/organizations/{organizationId}/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver',
        '/_local/organizations/{organizationId}/trigger',
      ]),
    );
  });

  it('accepts every fixture and rejects a body of another event, through its delivery body schema (Ajv 2020-12)', () => {
    const ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema(document, 'openapi');
    for (const event of events) {
      const ref = document.webhooks[event].post.requestBody.content['application/json'].schema
        .$ref as string;
      const validate = ajv.getSchema(`openapi${ref}`)!;
      for (const fixture of listFixtures(event)) {
        expect(
          validate(JSON.parse(fixture.bytes.toString('utf8'))),
          `${fixture.name}: ${ajv.errorsText(validate.errors)}`,
        ).toBe(true);
      }
      const other = listFixtures().find((fixture) => fixture.event !== event)!;
      expect(validate(JSON.parse(other.bytes.toString('utf8'))), `${other.name} as ${event}`).toBe(
        false,
      );
    }
  });
});
