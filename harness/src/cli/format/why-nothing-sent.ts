/** A webhook as the store and the management API both show it, for {@link whyNothingSent}. */
interface WebhookLike {
  readonly id: string;
  readonly events: readonly string[];
}

/**
 * Why a trigger reached no webhook, and what to do, to follow `nothing sent` (the organization's
 * webhooks given; none of them is an active subscriber of the event): create one, resume the
 * paused one, or subscribe one; with the CLI's commands, or (`on: 'serve'`, for
 * `trigger --server`) on serve's settings page, whose store may be another than the CLI's.
 *
 * @example
 * ```ts
 * whyNothingSent([], 'project.updated');
 * // ': it has no webhook yet (designhooks webhooks create --url <https-url> --events project.updated)'
 * ```
 */
export function whyNothingSent(
  webhooks: readonly WebhookLike[],
  event: string,
  on: 'cli' | 'serve' = 'cli',
): string {
  const subscribed = webhooks.filter((webhook) => webhook.events.includes(event));
  const id = (list: readonly WebhookLike[]) => (list.length === 1 ? list[0]!.id : '<id>');
  if (subscribed.length > 0) {
    const who = subscribed.map((webhook) => webhook.id).join(', ');
    const fix =
      on === 'serve'
        ? "turn it on in serve's settings page"
        : `designhooks webhooks update ${id(subscribed)} --active true`;
    return `: ${who} ${subscribed.length > 1 ? 'subscribe to it but are' : 'subscribes to it but is'} paused (${fix})`;
  }
  if (webhooks.length > 0) {
    const who =
      webhooks.length > 1
        ? `its ${webhooks.length} webhooks subscribe`
        : `its webhook ${webhooks[0]!.id} subscribes`;
    const fix =
      on === 'serve'
        ? "add the event in serve's settings page"
        : `designhooks webhooks update ${id(webhooks)} --events adds it`;
    return `: ${who} to other events (${fix})`;
  }
  const fix =
    on === 'serve'
      ? "Add Webhook in serve's settings page"
      : `designhooks webhooks create --url <https-url> --events ${event}`;
  return `: it has no webhook yet (${fix})`;
}
