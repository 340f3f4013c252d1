import { closestMatch } from 'leven';

/**
 * ` (did you mean <name>?)` for the candidate within two edits of what a person typed (a
 * fixture, a scenario, a step's action), or '' when none is that close: an error that lists
 * forty names should still point at the one meant. Event names have their own hint in
 * `@designhooks/testing` (`closestEvent`), which also knows the beta-era names.
 *
 * @example
 * ```ts
 * didYouMean('busy-dya', ['project-lifecycle', 'busy-day']); // ' (did you mean busy-day?)'
 * didYouMean('nightly', ['project-lifecycle', 'busy-day']); // ''
 * ```
 */
export function didYouMean(typed: string, candidates: readonly string[]): string {
  return meant(typed, closestMatch(typed, candidates, { maxDistance: 2 }));
}

/**
 * ` (did you mean <closest>?)`, or '' when there is none or it is what was typed: the phrase
 * for a name found another way (an event name by `closestEvent`, which knows the beta's names).
 *
 * @example
 * ```ts
 * meant('branch.status.changed', closestEvent('branch.status.changed')); // ' (did you mean branch.statusUpdated?)'
 * ```
 */
export function meant(typed: string, closest: string | undefined): string {
  return closest === undefined || closest === typed ? '' : ` (did you mean ${closest}?)`;
}
