import { didYouMean } from '@designhooks/testing';
import type { Drift } from '@designhooks/receiver';
import { jsonPreview } from '../text/bounded-json.ts';
import { validateBody } from './validate-body.ts';

/**
 * What `--set` values made of a body, for a note before it is sent: a body the event's schema
 * refuses (the platform would not send it: fine to test a receiver's 422, a surprise otherwise),
 * or one carrying fields the contract does not know, which is what a typo in a path makes
 * (`data.object.nme=...` adds a field; `name` is unchanged), or values of a shape real deliveries
 * have not shown (`""` for an e-mail). Nothing when the body is valid.
 *
 * @example
 * ```ts
 * await setValueNotes(body, 'project.updated');
 * // ['with these --set values the body carries fields the contract does not know: data.object.nme (did you mean data.object.name?)']
 * ```
 */
export async function setValueNotes(body: Uint8Array, event: string): Promise<string[]> {
  const { verdict, problems, drift } = await validateBody(body);
  if (verdict === 'invalid')
    return [
      `with these --set values the body is not a valid ${event} (${problems.slice(0, 3).join('; ')}${problems.length > 3 ? `; +${problems.length - 3} more` : ''}): the platform would not send it`,
    ];
  if (verdict === 'drifted') {
    // as --set spells them: data.object.nme, not /data/object/nme, with the known field of the
    // same object it is probably a typo of
    const unknown = new Set(drift.filter(isField).map((entry) => entry.path));
    const parsed: unknown = JSON.parse(new TextDecoder().decode(body));
    const fields = [...unknown].map((pointer) => {
      const parent = pointer.slice(0, pointer.lastIndexOf('/'));
      const known = Object.keys(objectAt(parsed, parent)).filter(
        (key) => !unknown.has(`${parent}/${key}`),
      );
      const typed = dotPath(pointer);
      // siblings as whole paths: the distance is the last segment's, the hint a path to paste
      const hint = didYouMean(
        typed,
        known.map((key) => dotPath(`${parent}/${key}`)),
      );
      return { typed, hint };
    });
    const values = drift
      .filter((entry) => !isField(entry))
      .map((entry) => `${dotPath(entry.path)} = ${jsonPreview(entry.value, 40).text}`);
    const notes: string[] = [];
    if (fields.length)
      notes.push(
        `with these --set values the body carries fields the contract does not know: ${listed(fields.map(({ typed, hint }) => typed + hint))}${fields.some(({ hint }) => hint) ? '' : ' (a typo in a path?)'}`,
      );
    if (values.length)
      notes.push(
        `with these --set values the body carries values not seen in real deliveries: ${listed(values)} (accepted, reported as drift)`,
      );
    return notes;
  }
  return [];
}

const isField = (entry: Drift) => entry.kind === 'unknown-field';

const listed = (items: readonly string[]) =>
  `${items.slice(0, 3).join(', ')}${items.length > 3 ? ` (+${items.length - 3})` : ''}`;

function dotPath(pointer: string): string {
  return pointer
    .slice(1)
    .split('/')
    .map((segment) => segment.replaceAll('~1', '/').replaceAll('~0', '~'))
    .join('.');
}

// The object a JSON pointer names in a parsed body, or an empty one (a typo may sit in an array).
function objectAt(value: unknown, pointer: string): object {
  let node = value;
  for (const segment of pointer.split('/').slice(1)) {
    const key = segment.replaceAll('~1', '/').replaceAll('~0', '~');
    node =
      node !== null && typeof node === 'object'
        ? (node as Record<string, unknown>)[key]
        : undefined;
  }
  return node !== null && typeof node === 'object' && !Array.isArray(node) ? node : {};
}
