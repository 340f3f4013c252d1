// generated, do not edit: run `npm run generate`
// From docs/check.md, code block 6.
import { createHash } from 'node:crypto';

const KNOWN_RESOURCES = new Set(['project', 'branch', 'commits', 'comment']);
const processed = new Set<string>();
const records = new Map<string, Record<string, unknown>>();

export async function handle(
  delivery: { event: string; data: { object: Record<string, unknown> } },
  raw: Buffer,
): Promise<void> {
  const digest = createHash('sha256').update(raw).digest('hex');
  if (processed.has(digest)) return; // the same bytes again: already done
  const [resource, action] = delivery.event.split('.');
  if (resource && KNOWN_RESOURCES.has(resource)) {
    const object = delivery.data.object;
    const key = `${resource}:${String(object.id ?? '')}`;
    const merged = { ...records.get(key), ...object, ...(action === 'deleted' ? { deleted: true } : {}) };
    records.set(key, merged); // upsert: an update may come before its create
  } // else: an event name not known yet, acknowledged
  processed.add(digest);
}

export {};
