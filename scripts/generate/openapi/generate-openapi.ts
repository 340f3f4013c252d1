import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { listFixtures, schemasDir } from '@designhooks/schemas';
import { eventComponents } from './event-components.ts';
import { managementPaths } from './management-paths.ts';
import { managementSchemas } from './management-schemas.ts';
import { GENERATED_HEADER } from '../output/generated-header.ts';
import type { GeneratedFile } from '../output/generated-file.ts';

/**
 * schemas/openapi.json: an OpenAPI 3.1 document of both directions. `webhooks` holds the ten
 * deliveries (request body per event from its JSON Schema, the signature and user-agent
 * headers, the canonical fixture as example); `paths` the management API `designhooks serve`
 * answers as abstract-sdk calls it. The first line carries the generated header as `x-generated`.
 *
 * @example
 * ```ts
 * const file = generateOpenApi();
 * JSON.parse(file.content).openapi; // '3.1.0'
 * ```
 */
export function generateOpenApi(): GeneratedFile {
  const { events, schemas } = eventComponents();
  const header = (name: string) => ({ $ref: `#/components/parameters/${name}` });
  const webhooks = Object.fromEntries(
    events.map(({ event, name, description }) => {
      const fixture = listFixtures(event).find((candidate) => candidate.variant === undefined);
      return [
        event,
        {
          post: {
            operationId: `deliver.${event}`,
            summary: `${event}: ${description}`,
            description: `${description} The platform POSTs this body to every active webhook of the organization subscribed to \`${event}\`.`,
            tags: ['deliveries'],
            security: [],
            parameters: [header('userAgent'), header('signature')],
            requestBody: {
              required: true,
              content: {
                'application/json': {
                  schema: { $ref: `#/components/schemas/${name}` },
                  ...(fixture
                    ? { example: JSON.parse(fixture.bytes.toString('utf8')) as unknown }
                    : {}),
                },
              },
            },
            responses: {
              '2XX': { description: 'Accepted: the delivery is done.' },
              '410': { description: 'Gone: the harness stops retrying this delivery.' },
              default: {
                description:
                  "429 and 5xx, timeouts and network errors are retried by the harness's policy (docs/harness.md); other statuses stop.",
              },
            },
          },
        },
      ];
    }),
  );
  const document = {
    openapi: '3.1.0',
    info: {
      title: "designhooks: the platform's outbound webhooks and their management API",
      version: (
        JSON.parse(readFileSync(join(schemasDir, 'package.json'), 'utf8')) as { version: string }
      ).version, // the contract's version
      description:
        "Deliveries (`webhooks`): one POST per subscribed event, compact JSON, signed with the webhook's key. " +
        'Management (`paths`): the API abstract-sdk 8 calls (`client.webhooks.*`), served locally by `designhooks serve` ' +
        '(docs/serve.md). Generated from the JSON Schemas in schemas/.',
      license: { name: 'MIT', identifier: 'MIT' },
    },
    jsonSchemaDialect: 'https://spec.openapis.org/oas/3.1/dialect/base',
    servers: [
      { url: 'http://127.0.0.1:4010', description: 'designhooks serve (its default port)' },
    ],
    security: [{ bearer: [] }],
    tags: [
      { name: 'webhooks', description: 'Webhook management (abstract-sdk `client.webhooks`).' },
      { name: 'local', description: 'designhooks serve only: make events happen.' },
      { name: 'deliveries', description: "What the platform sends to a webhook's URL." },
    ],
    paths: managementPaths(),
    webhooks,
    components: {
      schemas: { ...schemas, ...managementSchemas(events.map((e) => e.event)) },
      securitySchemes: {
        bearer: {
          type: 'http',
          scheme: 'bearer',
          description: 'The token `designhooks serve` prints (or `--token`).',
        },
      },
      parameters: {
        organizationId: {
          name: 'organizationId',
          in: 'path',
          required: true,
          description: 'The organization (a UUID).',
          schema: { type: 'string', format: 'uuid' },
        },
        webhookId: { name: 'webhookId', in: 'path', required: true, schema: { type: 'string' } },
        apiVersion: {
          name: 'Abstract-Api-Version',
          in: 'header',
          required: false,
          description: 'abstract-sdk 8 sends 8.',
          schema: { type: 'string', const: '8' },
        },
        userAgent: {
          name: 'User-Agent',
          in: 'header',
          required: true,
          schema: { type: 'string', const: 'Abstract-Webhooks' },
        },
        signature: {
          name: 'Abstract-Webhooks-Signature',
          in: 'header',
          required: false,
          description:
            "Lowercase hex HMAC-SHA256 of the raw body bytes with the webhook's signing key; sent only when the webhook has a key.",
          schema: { type: 'string', pattern: '^[0-9a-f]{64}$' },
        },
      },
      responses: {
        E400: errorResponse('The body is not a JSON object, or `limit` is not a positive integer.'),
        E401: errorResponse('Missing or wrong bearer token (abstract-sdk: UnauthorizedError).'),
        E404: errorResponse(
          'No such organization, webhook or delivery, or one of another organization (abstract-sdk: NotFoundError).',
        ),
        E413: errorResponse('The body is over 16 KiB; it is read no further.'),
        E422: errorResponse(
          'A rule is broken; `error.field` names the field (abstract-sdk: ValidationError).',
        ),
      },
    },
  };
  const body = JSON.stringify(document, null, 2).slice(1); // drop "{": the header line opens the object
  return {
    path: 'schemas/openapi.json',
    content: `{ "x-generated": ${JSON.stringify(GENERATED_HEADER)},${body}\n`,
  };
}

// Every error answer has the same body, `{"error": {"code", "message", "field"?}}`.
function errorResponse(description: string) {
  return {
    description,
    content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
  };
}
