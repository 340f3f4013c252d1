/** A header of another webhook scheme that a receiver's answer names, and whose scheme it is. */
export interface ForeignHeader {
  /** The header as the answer wrote it, lower-cased: `x-hub-signature-256`, `webhook-id`. */
  header: string;
  /** Whose deliveries carry it: `GitHub's`, `Standard Webhooks' (Svix's)`. */
  scheme: string;
}

// Headers other platforms' webhooks carry and this platform's never do (it sends Accept-Encoding,
// Connection, Content-Length, Content-Type, Host, User-Agent and <Service>-Webhooks-Signature).
// A receiver built on another scheme's library refuses every delivery, and its answer often
// names what it looked for (@octokit/webhooks: "Required headers missing: x-github-event, ...").
const SCHEMES: ReadonlyArray<readonly [RegExp, string]> = [
  [/\bx-hub-signature(?:-256)?\b|\bx-github-(?:event|delivery)\b/i, "GitHub's"],
  // not after x- (`x-webhook-signature` is anyone's): Standard Webhooks' names stand alone
  [/(?<![\w-])webhook-(?:id|timestamp|signature)\b/i, "Standard Webhooks' (Svix's)"],
  [/\bsvix-(?:id|timestamp|signature)\b/i, "Svix's"],
  [/\bstripe-signature\b/i, "Stripe's"],
  [/\bx-shopify-hmac-sha256\b/i, "Shopify's"],
  [/\bx-slack-(?:signature|request-timestamp)\b/i, "Slack's"],
  [/\bx-twilio-signature\b/i, "Twilio's"],
];

/**
 * The first header of another webhook scheme that `text` (a refusal's body) names, if any: the
 * receiver looks for it, and the platform never sends it.
 */
export function foreignHeaderIn(text: string): ForeignHeader | undefined {
  for (const [pattern, scheme] of SCHEMES) {
    const found = pattern.exec(text);
    if (found) return { header: found[0].toLowerCase(), scheme };
  }
  return undefined;
}
