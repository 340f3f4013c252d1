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

/**
 * ` (its name during the 2019 beta; now <today's name>)` for one of the beta's names, else '':
 * the note every message about an unknown event adds (the SDK's `on()`, the testing kit, the
 * designhooks CLI and inspector), so an old name is answered with the new one, not a guess.
 *
 * @example
 * ```ts
 * import { betaEventNote } from '@designhooks/receiver';
 * betaEventNote('branch.status.changed'); // ' (its name during the 2019 beta; now branch.statusUpdated)'
 * betaEventNote('project.renamed'); // ''
 * ```
 */
export function betaEventNote(name: string): string {
  return Object.hasOwn(BETA_EVENT_NAMES, name)
    ? ` (its name during the 2019 beta; now ${BETA_EVENT_NAMES[name]})`
    : '';
}
