/**
 * The `paths` of the management API `designhooks serve` answers, as abstract-sdk 8.1.5 calls it:
 * bare JSON bodies, 204 for delete / ping / redeliver, errors 400 / 401 / 404 / 413 / 422.
 *
 * @example
 * ```ts
 * Object.keys(managementPaths()); // ['/organizations/{organizationId}/webhooks', …]
 * ```
 */
export function managementPaths(): Record<string, unknown> {
  const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
  const json = (description: string, schema: unknown) => ({
    description,
    content: { 'application/json': { schema } },
  });
  const errors = (...codes: number[]) =>
    Object.fromEntries(
      codes.map((code) => [String(code), { $ref: `#/components/responses/E${code}` }]),
    );
  const org = { $ref: '#/components/parameters/organizationId' };
  const hook = { $ref: '#/components/parameters/webhookId' };
  const version = { $ref: '#/components/parameters/apiVersion' };
  const op = (
    operationId: string,
    summary: string,
    sdk: string,
    rest: Record<string, unknown>,
  ) => ({
    operationId,
    summary,
    description: `abstract-sdk: \`${sdk}\`.`,
    tags: ['webhooks'],
    ...rest,
  });
  const noContent = { 204: { description: 'Done; no body.' } };
  return {
    '/organizations/{organizationId}/webhooks': {
      parameters: [org, version],
      get: op(
        'listWebhooks',
        "The organization's webhooks",
        'client.webhooks.list({ organizationId })',
        {
          responses: {
            200: json('Every webhook of the organization (no keys).', {
              type: 'array',
              items: ref('Webhook'),
            }),
            ...errors(401, 404),
          },
        },
      ),
    },
    '/organizations/{organizationId}/webhooks/events': {
      parameters: [org, version],
      get: op(
        'listWebhookEvents',
        'The events a webhook can subscribe to, grouped by resource',
        'client.webhooks.events({ organizationId })',
        {
          responses: {
            200: json('The ten events.', { type: 'array', items: ref('WebhookEvent') }),
            ...errors(401, 404),
          },
        },
      ),
    },
    '/organizations/{organizationId}/webhooks/subscribe': {
      parameters: [org, version],
      post: op(
        'subscribeWebhook',
        'Create a webhook (no `id`) or update one (with `id`)',
        'client.webhooks.create({ organizationId }, newWebhook) / update({ organizationId }, webhook)',
        {
          requestBody: {
            required: true,
            content: { 'application/json': { schema: ref('Subscription') } },
          },
          responses: {
            200: json('The webhook as stored (never its key).', ref('Webhook')),
            ...errors(400, 401, 404, 413, 422),
          },
        },
      ),
    },
    '/organizations/{organizationId}/webhooks/unsubscribe': {
      parameters: [org, version],
      delete: {
        operationId: 'unsubscribeWebhook',
        summary: 'Delete a webhook named in the body (the Zapier integration)',
        description:
          "goabstract/abstract-zapier 1.1.0's unsubscribe (`Abstract-Api-Version: 17`): the webhook's id in a JSON body, not in the path; answers the deleted webhook as JSON, which that client parses.",
        tags: ['webhooks'],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: ref('Unsubscription') } },
        },
        responses: {
          200: json('The webhook that was deleted (never its key).', ref('Webhook')),
          ...errors(400, 401, 404, 413, 422),
        },
      },
    },
    '/organizations/{organizationId}/webhooks/{webhookId}': {
      parameters: [org, hook, version],
      get: op('getWebhook', 'One webhook', 'client.webhooks.info({ organizationId, webhookId })', {
        responses: {
          200: json('The webhook (never its key).', ref('Webhook')),
          ...errors(401, 404),
        },
      }),
    },
    '/organizations/{organizationId}/webhooks/{webhookId}/unsubscribe': {
      parameters: [org, hook, version],
      delete: op(
        'deleteWebhook',
        'Delete a webhook (its recorded deliveries stay in the store)',
        'client.webhooks.delete({ organizationId, webhookId })',
        {
          responses: { ...noContent, ...errors(401, 404) },
        },
      ),
    },
    '/organizations/{organizationId}/webhooks/{webhookId}/ping': {
      parameters: [org, hook, version],
      post: op(
        'pingWebhook',
        'Send the test delivery',
        'client.webhooks.ping({ organizationId, webhookId })',
        {
          description:
            "abstract-sdk: `client.webhooks.ping({ organizationId, webhookId })`. Sends the canonical fixture of the webhook's first event, signed with its key; answers once the first attempt is recorded, whatever the receiver answered; retries follow the harness's policy.",
          responses: { ...noContent, ...errors(401, 404) },
        },
      ),
    },
    '/organizations/{organizationId}/webhooks/{webhookId}/deliveries': {
      parameters: [org, hook, version],
      get: op(
        'listWebhookDeliveries',
        "The webhook's delivery attempts, newest first",
        'client.webhooks.deliveries({ organizationId, webhookId })',
        {
          parameters: [
            {
              name: 'limit',
              in: 'query',
              description: 'How many attempts to list, newest first; a value over 1000 lists 1000.',
              schema: { type: 'integer', minimum: 1, maximum: 1000, default: 100 },
            },
          ],
          responses: {
            200: json('Attempts, newest first.', { type: 'array', items: ref('WebhookDelivery') }),
            ...errors(400, 401, 404),
          },
        },
      ),
    },
    '/organizations/{organizationId}/webhooks/{webhookId}/deliveries/{deliveryId}/redeliver': {
      parameters: [
        org,
        hook,
        { name: 'deliveryId', in: 'path', required: true, schema: { type: 'string' } },
        version,
      ],
      post: op(
        'redeliverWebhookDelivery',
        'Send a recorded delivery again, byte for byte',
        'client.webhooks.redeliver({ organizationId, webhookId, deliveryId })',
        {
          responses: { ...noContent, ...errors(401, 404) },
        },
      ),
    },
    '/_local/organizations/{organizationId}/trigger': {
      parameters: [org],
      post: {
        operationId: 'triggerEvent',
        summary: 'Make an event happen (designhooks only)',
        description:
          'What a user of the platform does by acting in the app: one delivery to every active webhook of the organization subscribed to the event, none to others. `designhooks trigger <event> --server <url> --token <t>` calls it.',
        tags: ['local'],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: ref('TriggerRequest') } },
        },
        responses: {
          202: json('The deliveries started (first attempts recorded).', ref('TriggerResult')),
          ...errors(400, 401, 404, 413, 422),
        },
      },
    },
    '/_local/organizations/{organizationId}/scenarios': {
      parameters: [org],
      post: {
        operationId: 'runScenario',
        summary: 'Run a built-in scenario through the webhooks (designhooks only)',
        description:
          "The platform over time: a built-in scenario planned on a seeded world of the organization, sent to every active webhook of the organization (each gets the deliveries of the events it subscribes to, in order, signed with its key). Answers once the run has started; the attempts appear in each webhook's deliveries.",
        tags: ['local'],
        requestBody: {
          required: true,
          content: { 'application/json': { schema: ref('ScenarioRequest') } },
        },
        responses: {
          202: json('The run started: deliveries per webhook.', ref('ScenarioStarted')),
          ...errors(400, 401, 404, 413, 422),
        },
      },
    },
    '/_local/info': {
      get: {
        operationId: 'serverInfo',
        summary: "The server's default organization (designhooks only)",
        tags: ['local'],
        responses: {
          200: json('Server facts.', {
            type: 'object',
            required: ['organizationId'],
            properties: { organizationId: { type: 'string', format: 'uuid' } },
          }),
          ...errors(401),
        },
      },
    },
  };
}
