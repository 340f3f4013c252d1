import { knownEvents } from '../events/known-events.ts';

/** An event as the SDK's `webhooks.events()` lists it (`WebhookEvent`): grouped by resource. */
export interface SdkWebhookEvent {
  id: string;
  name: string;
  group: { id: string; name: string };
}

// The settings page groups the event checkboxes by the resource the event is about.
const GROUP_NAMES: Record<string, string> = {
  project: 'Projects',
  branch: 'Branches',
  commits: 'Commits',
  comment: 'Comments',
};

/**
 * The `WebhookEvent` of one event name: `id` and `name` are the event name, `group` its
 * resource (`project.updated` → `{ id: 'project', name: 'Projects' }`).
 *
 * @example
 * ```ts
 * webhookEvent('branch.statusUpdated'); // { id: 'branch.statusUpdated', name: 'branch.statusUpdated', group: { id: 'branch', name: 'Branches' } }
 * ```
 */
export function webhookEvent(name: string): SdkWebhookEvent {
  const group = name.split('.', 1)[0] ?? name;
  return { id: name, name, group: { id: group, name: GROUP_NAMES[group] ?? group } };
}

/**
 * Every event a webhook can subscribe to, as `GET organizations/{org}/webhooks/events` answers.
 *
 * @example
 * ```ts
 * webhookEvents().map((event) => event.name); // ['project.created', 'project.updated', …]
 * ```
 */
export function webhookEvents(): SdkWebhookEvent[] {
  return knownEvents.map(webhookEvent);
}
