import { closestMatch } from 'leven';

/**
 * How far a near miss may be from what it means: two edits (a missing letter and a wrong one)
 * catch the usual typos (`commit.created`, `many-commit`) without pairing unrelated names.
 */
export const NEAR_MISS_EDITS = 2;

/**
 * ` (did you mean <name>?)` for the candidate within two edits of what was typed, or '' when
 * none is that close: the kit's errors (and the designhooks CLI's) name the choice probably
 * meant before they list every valid one. Event names have `closestEvent`, which also knows the
 * beta's names.
 *
 * @example
 * ```ts
 * import { didYouMean } from '@designhooks/testing';
 * didYouMean('many-commit', ['many-commits', 'merge']); // ' (did you mean many-commits?)'
 * didYouMean('huge', ['many-commits', 'merge']); // ''
 * ```
 */
export function didYouMean(typed: string, candidates: readonly string[]): string {
  return meant(typed, closestMatch(typed, candidates, { maxDistance: NEAR_MISS_EDITS }));
}

/**
 * The same phrase for a choice found another way (`closestEvent`, a prefix), or '' when there
 * is none or it is what was typed.
 *
 * @example
 * ```ts
 * import { closestEvent, meant } from '@designhooks/testing';
 * meant('commit.created', closestEvent('commit.created')); // ' (did you mean commits.created?)'
 * ```
 */
export function meant(typed: string, closest: string | undefined): string {
  return closest === undefined || closest === typed ? '' : ` (did you mean ${closest}?)`;
}
