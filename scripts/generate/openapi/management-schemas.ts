import type { JsonSchema } from '@designhooks/schemas';

/**
 * The management API's shapes, as abstract-sdk 8.1.5 types them (`Webhook`, `NewWebhook`,
 * `WebhookEvent`, `WebhookDelivery`), plus the error body and the local trigger route's.
 * `eventNames` come from the event schema files.
 *
 * @example
 * ```ts
 * managementSchemas(['project.created']).Webhook.required; // ['id', 'organizationId', …]
 * ```
 */
export function managementSchemas(eventNames: readonly string[]): Record<string, JsonSchema> {
  const eventName = { type: 'string', enum: [...eventNames] };
  const timestamp = { type: 'string', format: 'date-time' };
  const uuid = { type: 'string', format: 'uuid' };
  const httpsUrl = {
    type: 'string',
    format: 'uri',
    pattern: '^https://',
    description: 'The receiving endpoint; HTTPS only.',
  };
  return {
    EventName: { description: 'One of the events a webhook can subscribe to.', ...eventName },
    Webhook: {
      description: 'A webhook record. The signing key is write-only: no route returns it.',
      type: 'object',
      required: ['id', 'organizationId', 'url', 'events', 'active', 'createdAt', 'updatedAt'],
      properties: {
        id: { type: 'string', examples: ['wh_8f3k2m9q0d1z'] },
        organizationId: uuid,
        url: httpsUrl,
        events: { type: 'array', minItems: 1, items: { $ref: '#/components/schemas/EventName' } },
        active: {
          type: 'boolean',
          description: 'Inactive webhooks get no deliveries from events (a ping still goes out).',
        },
        createdAt: timestamp,
        updatedAt: timestamp,
        lastPushedAt: {
          ...timestamp,
          description: 'When the last attempt was made; absent before the first.',
        },
        errorCount: {
          type: 'integer',
          minimum: 0,
          description: 'Deliveries that failed after their last attempt.',
        },
      },
    },
    NewWebhook: {
      description:
        'A subscription to create (no `id`). `key` is the signing key, shown only now; "" means none.',
      type: 'object',
      required: ['url', 'events'],
      properties: {
        organizationId: {
          ...uuid,
          description: "Optional; when given it must be the path's organization.",
        },
        url: httpsUrl,
        events: { type: 'array', minItems: 1, items: { $ref: '#/components/schemas/EventName' } },
        active: { type: 'boolean', default: true },
        key: { type: 'string', maxLength: 1024, writeOnly: true },
      },
    },
    WebhookUpdate: {
      description:
        'A subscription to update: `id` names the webhook; absent fields stay as they are; `key` absent keeps the key, a new one replaces it.',
      type: 'object',
      required: ['id'],
      properties: {
        id: { type: 'string' },
        organizationId: {
          ...uuid,
          description: "Optional; when given it must be the path's organization.",
        },
        url: httpsUrl,
        events: { type: 'array', minItems: 1, items: { $ref: '#/components/schemas/EventName' } },
        active: { type: 'boolean' },
        key: { type: 'string', minLength: 1, maxLength: 1024, writeOnly: true },
      },
    },
    Subscription: {
      type: 'object',
      required: ['subscription'],
      properties: {
        subscription: {
          oneOf: [
            { $ref: '#/components/schemas/NewWebhook' },
            { $ref: '#/components/schemas/WebhookUpdate' },
          ],
        },
      },
    },
    WebhookEvent: {
      type: 'object',
      required: ['id', 'name', 'group'],
      properties: {
        id: { $ref: '#/components/schemas/EventName' },
        name: { $ref: '#/components/schemas/EventName' },
        group: {
          type: 'object',
          required: ['id', 'name'],
          properties: {
            id: { type: 'string', examples: ['project'] },
            name: { type: 'string', examples: ['Projects'] },
          },
        },
      },
    },
    WebhookDelivery: {
      description:
        'One delivery attempt, newest first in lists. Retries of one delivery share `groupId`.',
      type: 'object',
      required: ['id', 'webhookId', 'pushedAt', 'event', 'error', 'request', 'response'],
      properties: {
        id: { type: 'string', examples: ['dl_4k9x2m7q1c0a'] },
        webhookId: { type: 'string' },
        pushedAt: timestamp,
        event: { $ref: '#/components/schemas/WebhookEvent' },
        error: { type: 'boolean', description: 'True when the attempt did not get a 2xx.' },
        request: {
          type: 'object',
          required: ['headers', 'body'],
          properties: {
            headers: { type: 'object', additionalProperties: { type: 'string' } },
            body: { description: 'The delivery body, parsed.' },
          },
        },
        response: {
          type: 'object',
          required: ['code', 'headers', 'body'],
          properties: {
            code: { type: 'integer', description: '0 when no response came (see `failure`).' },
            headers: { type: 'object' },
            body: {
              description:
                "The receiver's answer: parsed JSON, else the text (first 64 KiB), null when empty.",
            },
          },
        },
        attempt: { type: 'integer', minimum: 1 },
        groupId: { type: 'string' },
        redeliveryOf: { type: ['string', 'null'] },
        durationMs: { type: 'number' },
        failure: {
          type: ['object', 'null'],
          required: ['kind', 'message'],
          properties: {
            kind: {
              type: 'string',
              description:
                'timeout, refused, tls, dns, reset or network when no response came; status for an answer that was not 2xx; pending while the attempt waits for its answer',
              examples: ['timeout', 'refused', 'tls', 'status', 'pending'],
            },
            message: { type: 'string' },
          },
        },
      },
    },
    TriggerRequest: {
      type: 'object',
      required: ['event'],
      properties: {
        event: { $ref: '#/components/schemas/EventName' },
        fixture: {
          type: 'string',
          description:
            'A stored fixture of the event, by name (e.g. `project.updated.nulls`); default the canonical one.',
        },
        set: {
          description:
            'Overrides by dot path: `{"data.object.name": "Renamed"}`, or `["data.object.name=Renamed"]` as `--set` takes them.',
          oneOf: [{ type: 'object' }, { type: 'array', items: { type: 'string' } }],
        },
      },
    },
    TriggerResult: {
      type: 'object',
      required: ['event', 'organizationId', 'deliveries'],
      properties: {
        event: { $ref: '#/components/schemas/EventName' },
        organizationId: uuid,
        deliveries: {
          type: 'array',
          items: {
            type: 'object',
            required: ['id', 'webhookId'],
            properties: { id: { type: 'string' }, webhookId: { type: 'string' } },
          },
        },
      },
    },
    Unsubscription: {
      type: 'object',
      required: ['id'],
      properties: {
        id: { type: 'string', description: 'The webhook to delete.' },
        organizationId: uuid,
      },
    },
    ScenarioRequest: {
      type: 'object',
      required: ['scenario'],
      properties: {
        scenario: {
          type: 'string',
          description: 'A built-in scenario (`designhooks scenario list`).',
          examples: ['busy-day'],
        },
        seed: { type: 'integer', minimum: 0, maximum: 4294967295 },
        start: { type: 'string', description: "The world's start, ISO 8601; default now." },
      },
    },
    ScenarioStarted: {
      type: 'object',
      required: ['scenario', 'seed', 'start', 'organizationId', 'deliveries', 'webhooks'],
      properties: {
        scenario: { type: 'string' },
        seed: { type: 'integer' },
        start: { type: 'string' },
        organizationId: uuid,
        deliveries: { type: 'integer', minimum: 0 },
        webhooks: {
          type: 'array',
          items: {
            type: 'object',
            required: ['id', 'deliveries'],
            properties: { id: { type: 'string' }, deliveries: { type: 'integer', minimum: 0 } },
          },
        },
      },
    },
    Error: {
      type: 'object',
      required: ['error'],
      properties: {
        error: {
          type: 'object',
          required: ['code', 'message'],
          properties: {
            code: { type: 'string', examples: ['unauthorized', 'not_found', 'validation_failed'] },
            message: { type: 'string' },
            field: {
              type: 'string',
              description: 'On 422: the field that breaks a rule.',
              examples: ['url', 'events', 'key'],
            },
          },
        },
      },
    },
  };
}
