// Search: asks the listener to search every kept record (GET /api/search, streamed as JSON
// lines) and highlights matches with <mark>, built as DOM nodes (never as HTML).
import { h } from './dom.js';

/**
 * Runs one search; `onQuery(query)` first with the query as the server read it (`{ kind:
 * 'text', text }` or `{ kind: 'path', pointer, value }`), then `onHit({ hit, delivery })` per
 * match as it arrives; resolves with the final `{ done, scanned, matched, truncated }`.
 * `signal` aborts it (a newer search).
 */
export async function runSearch(query, onQuery, onHit, signal) {
  const response = await fetch(`/api/search?${new URLSearchParams({ q: query, limit: '500' })}`, {
    signal,
  });
  if (!response.ok) {
    const data = await response.json().catch(() => ({}));
    throw new Error(data.error?.message ?? `${response.status} ${response.statusText}`);
  }
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffered = '';
  let summary = null;
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    buffered += decoder.decode(value, { stream: true });
    let newline;
    while ((newline = buffered.indexOf('\n')) !== -1) {
      const line = buffered.slice(0, newline);
      buffered = buffered.slice(newline + 1);
      if (!line) continue;
      const message = JSON.parse(line);
      if (message.done) summary = message;
      else if (message.query) onQuery(message.query);
      else onHit(message);
    }
  }
  return summary;
}

/** Text with each occurrence of `needle` wrapped in <mark>, as nodes. */
export function highlighted(text, needle) {
  if (!needle) return [text];
  const out = [];
  let from = 0;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, from)) {
    if (at > from) out.push(text.slice(from, at));
    out.push(h('mark', {}, needle));
    from = at + needle.length;
    if (out.length > 400) break; // enough marks for one node
  }
  out.push(text.slice(from));
  return out;
}

/**
 * Marks the matches of `query` (as the server read it) in a rendered JSON tree: every key and
 * value whose text contains a plain-text query, or the value at a `path=value` query's pointer.
 * Returns the first mark.
 */
export function markTree(tree, query) {
  if (query.kind === 'path') {
    const node = tree.querySelector(`[data-path="${CSS.escape(query.pointer)}"]`);
    if (!node) return null;
    const target = node.tagName === 'DETAILS' ? node.querySelector(':scope > summary') : node;
    const value = target.querySelector('.str, .num, .lit') ?? target;
    const mark = h('mark', {}, ...value.childNodes);
    value.replaceChildren(mark);
    openParents(node, tree);
    return mark;
  }
  let first = null;
  for (const span of tree.querySelectorAll('.key, .str, .num, .lit')) {
    const text = span.textContent;
    // a string value shows as JSON text: search its quotes-less content as typed too
    if (!text.includes(query.text)) continue;
    span.replaceChildren(...highlighted(text, query.text));
    openParents(span, tree);
    first ??= span.querySelector('mark');
  }
  return first;
}

function openParents(node, tree) {
  for (let parent = node.parentElement; parent && parent !== tree; parent = parent.parentElement)
    if (parent.tagName === 'DETAILS') parent.open = true;
}
