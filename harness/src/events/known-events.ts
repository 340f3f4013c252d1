import { eventNames } from '@designhooks/types';

/**
 * The platform's ten event names, in the spec's order (generated from the contract).
 *
 * @example
 * ```ts
 * knownEvents.includes('project.updated'); // true
 * ```
 */
export const knownEvents: readonly string[] = eventNames;
