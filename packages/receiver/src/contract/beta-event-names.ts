import type { EventName } from '@designhooks/types';

/**
 * The names two events had during the platform's 2019 beta, with today's name: posts and
 * captures of that time still show them. A delivery under an old name is an unknown event
 * (acknowledged); registering a handler under one is a mistake the registry names.
 *
 * @example
 * ```ts
 * import { BETA_EVENT_NAMES } from '@designhooks/receiver';
 * BETA_EVENT_NAMES['branch.status.changed']; // 'branch.statusUpdated'
 * ```
 */
export const BETA_EVENT_NAMES: Readonly<Record<string, EventName>> = Object.freeze({
  'branch.status.changed': 'branch.statusUpdated',
  'branch.commits.added': 'commits.created',
});
