// generated, do not edit: run `npm run generate`
// From docs/serve.md, code block 1.
import { Client } from 'abstract-sdk';

const client = new Client({
  accessToken: process.env.DESIGNHOOKS_TOKEN, // the token designhooks serve printed
  apiUrl: 'http://127.0.0.1:4010',            // designhooks serve instead of the platform's API
  transportMode: ['api'],
});
const organizationId = '6d1e5b8a-2f1c-4c7e-9a53-0b6a1f2d3c4e';

const webhook = await client.webhooks.create({ organizationId }, {
  organizationId,
  url: 'https://preview-42.example.com/webhooks',
  events: ['project.updated', 'commits.created'],
  active: true,
  key: process.env.SIGNING_KEY ?? '', // "" means no signing key
});
await client.webhooks.ping({ organizationId, webhookId: webhook.id }); // the test delivery
const [latest] = await client.webhooks.deliveries({ organizationId, webhookId: webhook.id });
if (latest?.error) {
  await client.webhooks.redeliver({ organizationId, webhookId: webhook.id, deliveryId: latest.id });
}

export {};
