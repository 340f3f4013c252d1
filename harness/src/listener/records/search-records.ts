/** Longest search query accepted (characters). */
export const MAX_SEARCH_QUERY_CHARS = 200;

/** Characters of context kept on each side of a match in a snippet. */
const SNIPPET_SIDE_CHARS = 60;

/** A parsed search: plain text anywhere in a body or a header, or a JSON path equal to a value. */
export type SearchQuery =
  | { readonly kind: 'text'; readonly text: string }
  | { readonly kind: 'path'; readonly pointer: string; readonly value: string };

/** One record that matches, with where and a short text around the first match. */
export interface SearchHit {
  readonly id: string;
  /** `body` or `header`. */
  readonly in: 'body' | 'header';
  /** For a `path=value` search: the JSON pointer that matched (`/data/object/name`). */
  readonly path: string | null;
  /** Up to 60 characters either side of the match (of a header: `Name: value`). */
  readonly snippet: string;
}

/**
 * Reads the search box's text: `path=value` when the part before the first `=` is a JSON
 * path (`data.object.name=Foo`, `/data/object/name=Foo`, `data.commits[0].sha=…`), plain text
 * otherwise; text in double quotes is always plain text (`"a=b"`). Null for an empty query.
 *
 * @example
 * ```ts
 * parseSearchQuery('data.object.name=Renamed'); // { kind: 'path', pointer: '/data/object/name', value: 'Renamed' }
 * parseSearchQuery('renamed');                  // { kind: 'text', text: 'renamed' }
 * ```
 */
export function parseSearchQuery(input: string): SearchQuery | null {
  const text = input.trim();
  if (text === '') return null;
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"'))
    return { kind: 'text', text: text.slice(1, -1) };
  const split = /^(\/[^=\s]*|[A-Za-z_$][\w$]*(?:\.[\w$]+|\[\d+\])*)=(.*)$/s.exec(text);
  if (!split) return { kind: 'text', text };
  const path = split[1]!;
  const pointer = path.startsWith('/')
    ? path
    : `/${path
        .replace(/\[(\d+)\]/g, '.$1')
        .split('.')
        .map((segment) => segment.replaceAll('~', '~0').replaceAll('/', '~1'))
        .join('/')}`;
  return { kind: 'path', pointer, value: split[2]! };
}

/**
 * Does one record line of `received.jsonl` match? Works on the line's bytes: the body is
 * decoded from its base64 and searched as bytes, the headers as their JSON text, so a search
 * over the whole file does not parse every record. A `path=value` search parses only bodies
 * that contain the value's text. Case-sensitive. Null when the line does not match.
 *
 * @example
 * ```ts
 * const hit = searchRecordLine(line, { kind: 'text', text: 'Renamed' });
 * if (hit) console.log(hit.id, hit.snippet);
 * ```
 */
export function searchRecordLine(line: Buffer, query: SearchQuery): SearchHit | null {
  const id = stringField(line, '"id":"');
  if (id === null) return null;
  if (query.kind === 'path') {
    const body = bodyOf(line);
    const needle = Buffer.from(query.value, 'utf8');
    // The body's bytes contain the value as typed unless JSON escapes it: then parse anyway.
    if (!needsEscape(query.value) && body.indexOf(needle) === -1) return null;
    let value: unknown;
    try {
      value = JSON.parse(body.toString('utf8'));
    } catch {
      return null;
    }
    const found = resolvePointer(value, query.pointer);
    if (!found.exists || !sameValue(found.value, query.value)) return null;
    return {
      id,
      in: 'body',
      path: query.pointer,
      snippet: `${query.pointer} = ${JSON.stringify(found.value).slice(0, 2 * SNIPPET_SIDE_CHARS)}`,
    };
  }
  const needle = Buffer.from(query.text, 'utf8');
  // Look for the needle in the body's base64 first (three alignments): decoding every body
  // costs more than the search itself, and most records do not match.
  if (mayContain(line, query)) {
    const at = bodyOf(line).indexOf(needle);
    if (at !== -1)
      return { id, in: 'body', path: null, snippet: snippet(bodyOf(line), at, needle.length) };
  }
  const escaped = JSON.stringify(query.text).slice(1, -1);
  if (!query.text.includes(': ') && !headersSegmentIncludes(line, escaped)) return null;
  const headers = headersOf(line);
  if (headers) {
    for (const [name, value] of headers) {
      const text = `${name}: ${value}`;
      const index = text.indexOf(query.text);
      if (index !== -1)
        return {
          id,
          in: 'header',
          path: null,
          snippet: snippetOfText(text, index, query.text.length),
        };
    }
  }
  return null;
}

/**
 * Could the line's base64 body contain `needle`? Encodes the needle at the three byte
 * alignments and keeps the characters that depend on its bytes only; a hit is confirmed by
 * decoding. Needles under 4 bytes are too short to encode usefully: always decode then.
 */
function mayContain(line: Buffer, query: SearchQuery & { kind: 'text' }): boolean {
  const variants = base64Variants(query);
  if (variants === null) return true;
  const start = line.indexOf('"bodyBase64":"');
  if (start === -1) return false;
  const from = start + '"bodyBase64":"'.length;
  const end = line.indexOf(34, from);
  const encoded = line.subarray(from, end === -1 ? line.length : end);
  for (const variant of variants) if (encoded.includes(variant)) return true;
  return false;
}

/** Per query (the same object for every line of one search), its three encodings. */
const variantsCache = new WeakMap<SearchQuery, Buffer[] | null>();

function base64Variants(query: SearchQuery & { kind: 'text' }): Buffer[] | null {
  let variants = variantsCache.get(query);
  if (variants === undefined) {
    const needle = Buffer.from(query.text, 'utf8');
    variants =
      needle.length < 4
        ? null
        : [0, 1, 2].map((pad) => {
            const text = Buffer.concat([Buffer.alloc(pad), needle]).toString('base64');
            // characters whose 6 bits all come from the needle's bytes
            return Buffer.from(
              text.slice(Math.ceil((8 * pad) / 6), Math.floor((8 * (pad + needle.length)) / 6)),
              'latin1',
            );
          });
    variantsCache.set(query, variants);
  }
  return variants;
}

function headersSegmentIncludes(line: Buffer, text: string): boolean {
  const start = line.indexOf('"headers":');
  const end = line.indexOf(',"bodyBase64"');
  return start !== -1 && end > start && line.subarray(start, end).includes(text);
}

/** The body bytes of a record line, decoded from `"bodyBase64":"…"` (base64 has no quote or escape). */
function bodyOf(line: Buffer): Buffer {
  const start = line.indexOf('"bodyBase64":"');
  if (start === -1) return Buffer.alloc(0);
  const from = start + '"bodyBase64":"'.length;
  const end = line.indexOf(34, from);
  return Buffer.from(line.toString('latin1', from, end === -1 ? line.length : end), 'base64');
}

/** The `headers` pairs of a record line: the JSON array between `"headers":` and `,"bodyBase64"`. */
function headersOf(line: Buffer): Array<[string, string]> | null {
  const start = line.indexOf('"headers":');
  const end = line.indexOf(',"bodyBase64"');
  if (start === -1 || end <= start) return null;
  try {
    const pairs = JSON.parse(line.toString('utf8', start + '"headers":'.length, end)) as unknown;
    return Array.isArray(pairs) ? (pairs as Array<[string, string]>) : null;
  } catch {
    return null;
  }
}

/** A string field near the start of a line (the record's `id`), without parsing the line. */
function stringField(line: Buffer, prefix: string): string | null {
  const start = line.indexOf(prefix);
  if (start === -1 || start > 200) return null;
  const from = start + prefix.length;
  const end = line.indexOf(34, from);
  if (end === -1 || end - from > 100) return null;
  return line.toString('utf8', from, end);
}

function needsEscape(text: string): boolean {
  return /[^\x20-\x7e]|["\\<>&]/.test(text);
}

function resolvePointer(value: unknown, pointer: string): { exists: boolean; value?: unknown } {
  let node = value;
  for (const raw of pointer.split('/').slice(1)) {
    const key = raw.replaceAll('~1', '/').replaceAll('~0', '~');
    if (node === null || typeof node !== 'object' || !Object.hasOwn(node, key))
      return { exists: false };
    node = (node as Record<string, unknown>)[key];
  }
  return { exists: true, value: node };
}

/** `name=Foo` matches the string "Foo"; `count=3`, `flag=true`, `x=null` match those values too. */
function sameValue(found: unknown, typed: string): boolean {
  if (typeof found === 'string') return found === typed;
  if (found === null || typeof found !== 'object') return String(found) === typed;
  return JSON.stringify(found) === typed;
}

function snippet(bytes: Buffer, at: number, length: number): string {
  const from = Math.max(0, at - SNIPPET_SIDE_CHARS * 3);
  const text = bytes.toString(
    'utf8',
    from,
    Math.min(bytes.length, at + length + SNIPPET_SIDE_CHARS * 3),
  );
  const prefix = bytes.toString('utf8', from, at);
  return snippetOfText(text, prefix.length, bytes.toString('utf8', at, at + length).length);
}

function snippetOfText(text: string, index: number, length: number): string {
  const from = Math.max(0, index - SNIPPET_SIDE_CHARS);
  const to = Math.min(text.length, index + length + SNIPPET_SIDE_CHARS);
  return `${from > 0 ? '…' : ''}${text.slice(from, to)}${to < text.length ? '…' : ''}`;
}
