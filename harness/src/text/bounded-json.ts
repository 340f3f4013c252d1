/** Limits of one {@link boundedJson} call. */
export interface JsonBounds {
  /** Most characters written; the text stops there. */
  readonly maxChars: number;
  /** Deepest nesting written (the value itself is depth 0); deeper arrays and objects become `…`. */
  readonly maxDepth: number;
}

/** What {@link boundedJson} wrote, and why it stopped early (`null`: the whole value, as JSON.stringify writes it). */
export interface BoundedJson {
  readonly text: string;
  readonly cut: 'depth' | 'size' | null;
}

type Frame =
  | { readonly kind: 'array'; readonly value: readonly unknown[]; index: number }
  | {
      readonly kind: 'object';
      readonly entries: [string, unknown][];
      index: number;
      written: boolean;
    };

/**
 * The one JSON serializer that knows depth and size: written with its own stack (a 100,000-deep
 * array cannot overflow it), it stops after `maxChars` characters (a sparse array of length
 * 60,000,000 costs at most `maxChars` steps) and writes `…` for arrays and objects deeper than
 * `maxDepth`. Otherwise its text is `JSON.stringify`'s (holes and `undefined` in arrays as
 * `null`, `undefined` members left out). Every preview (listen's drift values, `validate`'s
 * report) and every check of a built body before it is encoded goes through it.
 *
 * @example
 * ```ts
 * boundedJson({ a: [[1]] }, { maxChars: 256, maxDepth: 1 }); // { text: '{"a":…}', cut: 'depth' }
 * boundedJson('x'.repeat(300), { maxChars: 10, maxDepth: 8 }).cut; // 'size'
 * ```
 */
export function boundedJson(value: unknown, bounds: JsonBounds): BoundedJson {
  const parts: string[] = [];
  let chars = 0;
  let cut: BoundedJson['cut'] = null;
  const stack: Frame[] = [];
  const write = (text: string) => {
    parts.push(text);
    chars += text.length;
  };
  /** Writes a value, or opens its frame; false when the value writes nothing (undefined, a function). */
  const open = (item: unknown): boolean => {
    if (item === null || typeof item !== 'object') {
      const text = typeof item === 'bigint' ? `${item}` : JSON.stringify(item);
      if (text === undefined) return false;
      write(text);
      return true;
    }
    if (stack.length >= bounds.maxDepth) {
      cut = 'depth';
      write('…');
      return true;
    }
    if (Array.isArray(item)) {
      write('[');
      stack.push({ kind: 'array', value: item, index: 0 });
    } else {
      write('{');
      stack.push({ kind: 'object', entries: Object.entries(item), index: 0, written: false });
    }
    return true;
  };
  if (!open(value)) write('null');
  while (stack.length > 0 && chars <= bounds.maxChars) {
    const frame = stack[stack.length - 1]!;
    if (frame.kind === 'array') {
      if (frame.index >= frame.value.length) {
        stack.pop();
        write(']');
        continue;
      }
      if (frame.index > 0) write(',');
      if (!open(frame.value[frame.index++])) write('null');
      continue;
    }
    if (frame.index >= frame.entries.length) {
      stack.pop();
      write('}');
      continue;
    }
    const [key, item] = frame.entries[frame.index++]!;
    if (item === undefined || typeof item === 'function' || typeof item === 'symbol') continue;
    if (frame.written) write(',');
    frame.written = true;
    write(`${JSON.stringify(key)}:`);
    open(item);
  }
  let text = parts.join('');
  if (stack.length > 0 || text.length > bounds.maxChars) {
    cut = 'size';
    text = text.slice(0, bounds.maxChars);
  }
  return { text, cut };
}

/**
 * A short JSON preview of a value for a record or a report line: at most `maxChars` characters
 * and `maxDepth` levels, with `…` where it was cut.
 *
 * @example
 * ```ts
 * jsonPreview([[[[1]]]], 60, 2); // { text: '[[…]]', truncated: true }
 * ```
 */
export function jsonPreview(
  value: unknown,
  maxChars: number,
  maxDepth = 8,
): { text: string; truncated: boolean } {
  const { text, cut } = boundedJson(value, { maxChars, maxDepth });
  return cut === 'size' ? { text: `${text}…`, truncated: true } : { text, truncated: cut !== null };
}

/** How much of a drift value a record or report keeps: an unknown field may hold megabytes, or nest 5,000 deep. */
const DRIFT_VALUE = { maxChars: 256, maxDepth: 16 } as const;

/**
 * A drift entry as records and reports keep it: a value whose JSON is longer than 256
 * characters or deeper than 16 levels becomes its cut preview (a string), marked
 * `valueTruncated: true`; a smaller one is kept as it is.
 *
 * @example
 * ```ts
 * previewDrift({ path: '/data/object/x', kind: 'unknown-field', value: 'x'.repeat(300) });
 * // { path: '/data/object/x', kind: 'unknown-field', value: '"xxx…', valueTruncated: true }
 * ```
 */
export function previewDrift<T extends { readonly value?: unknown }>(
  entry: T,
): T | (T & { value: string; valueTruncated: true }) {
  if (entry.value === undefined) return entry;
  const preview = jsonPreview(entry.value, DRIFT_VALUE.maxChars, DRIFT_VALUE.maxDepth);
  return preview.truncated ? { ...entry, value: preview.text, valueTruncated: true } : entry;
}
