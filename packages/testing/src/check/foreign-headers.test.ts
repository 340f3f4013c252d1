import { describe, expect, it } from 'vitest';
import { foreignHeaderIn } from './foreign-headers.ts';

describe('foreignHeaderIn', () => {
  it.each([
    ['Required headers missing: x-github-event, x-hub-signature-256', 'x-github-event', "GitHub's"],
    ['{"error":"Missing header X-Hub-Signature-256"}', 'x-hub-signature-256', "GitHub's"],
    ['missing webhook-id header', 'webhook-id', "Standard Webhooks' (Svix's)"],
    ['Missing svix-signature', 'svix-signature', "Svix's"],
    ['No stripe-signature header value was provided.', 'stripe-signature', "Stripe's"],
    ['bad X-Shopify-Hmac-Sha256', 'x-shopify-hmac-sha256', "Shopify's"],
    ['x-slack-request-timestamp too old', 'x-slack-request-timestamp', "Slack's"],
    ['invalid X-Twilio-Signature', 'x-twilio-signature', "Twilio's"],
  ])('%s: %s', (text, header, scheme) => {
    expect(foreignHeaderIn(text)).toEqual({ header, scheme });
  });

  it("names none of the platform's own headers, nor a generic one", () => {
    for (const text of [
      'invalid Abstract-Webhooks-Signature',
      'missing abstract-webhooks-signature header',
      'bad x-webhook-signature',
      'bad signature',
      '',
    ])
      expect(foreignHeaderIn(text), text).toBeUndefined();
  });
});
