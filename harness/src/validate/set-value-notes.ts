import { validateBody } from './validate-body.ts';

/**
 * What `--set` values made of a body, for a note before it is sent: a body the event's schema
 * refuses (the platform would not send it: fine to test a receiver's 422, a surprise otherwise),
 * or one carrying fields the contract does not know, which is what a typo in a path makes
 * (`data.object.nme=...` adds a field; `name` is unchanged). Nothing when the body is valid.
 *
 * @example
 * ```ts
 * await setValueNotes(body, 'project.updated');
 * // ['with these --set values the body carries what the contract does not know: data.object.nme (a typo in a path?)']
 * ```
 */
export async function setValueNotes(body: Uint8Array, event: string): Promise<string[]> {
  const { verdict, problems, drift } = await validateBody(body);
  if (verdict === 'invalid')
    return [
      `with these --set values the body is not a valid ${event} (${problems.slice(0, 3).join('; ')}${problems.length > 3 ? `; +${problems.length - 3} more` : ''}): the platform would not send it`,
    ];
  if (verdict === 'drifted') {
    // as --set spells them: data.object.nme, not /data/object/nme
    const paths = [...new Set(drift.map((entry) => dotPath(entry.path)))];
    return [
      `with these --set values the body carries what the contract does not know: ${paths.slice(0, 3).join(', ')}${paths.length > 3 ? ` (+${paths.length - 3})` : ''} (a typo in a path?)`,
    ];
  }
  return [];
}

function dotPath(pointer: string): string {
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .join('.');
}
