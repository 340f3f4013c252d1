import { UnknownCheckCaseError } from '../errors.ts';
import { checkCatalogue } from './check-catalogue.ts';

/**
 * The ids of the catalogue a run executes: every case matching an `only` pattern (all when
 * `only` is empty), less those matching a `skip` pattern. A pattern is an id or a prefix ending
 * in `*` (`event.*`); one that matches no case throws {@link UnknownCheckCaseError}, so a typo
 * never silently runs nothing.
 *
 * @example
 * ```ts
 * import { selectCases } from '@designhooks/testing';
 * selectCases(['signature.*'], ['signature.tampered']); // Set { 'signature.missing', 'signature.wrong-key', 'signature.malformed', 'signature.leading-zero' }
 * ```
 */
export function selectCases(
  only: readonly string[] = [],
  skip: readonly string[] = [],
): Set<string> {
  const ids = checkCatalogue.map((c) => c.id);
  const matching = (pattern: string): string[] => {
    const found = pattern.endsWith('*')
      ? ids.filter((id) => id.startsWith(pattern.slice(0, -1)))
      : ids.filter((id) => id === pattern);
    if (found.length === 0) throw new UnknownCheckCaseError(pattern, ids);
    return found;
  };
  const chosen = new Set(only.length === 0 ? ids : only.flatMap(matching));
  for (const id of skip.flatMap(matching)) chosen.delete(id);
  return chosen;
}
