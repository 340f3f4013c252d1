// The Diff view: two deliveries (or a delivery and its event's canonical fixture) compared as
// JSON (paths as JSON pointers with both values), headers, and optionally raw bytes.
import { h } from './dom.js';
import { diffHeaders, diffJson, diffRaw } from './json-diff.js';

/**
 * `left` and `right` are `{ label, body, headers }` (`body` text or null, `headers` pairs or
 * null for a fixture). Everything is rendered as text nodes: nothing from a body becomes HTML.
 */
export function renderDiff(left, right) {
  const parsedLeft = parse(left.body);
  const parsedRight = parse(right.body);
  const parts = [
    h('h2', { id: 'diff-title', tabindex: '-1' }, 'Diff'),
    h(
      'p',
      { class: 'meta' },
      h('span', { class: 'badge' }, 'A'),
      ` ${left.label}  `,
      h('span', { class: 'badge' }, 'B'),
      ` ${right.label}`,
    ),
  ];
  parts.push(h('h3', {}, 'Body'));
  if (parsedLeft.ok && parsedRight.ok) {
    const { changes, truncated } = diffJson(parsedLeft.value, parsedRight.value);
    parts.push(
      changes.length === 0
        ? h('p', { id: 'diff-same' }, 'The bodies are the same JSON value.')
        : h(
            'table',
            { class: 'diff', id: 'diff-body', 'aria-label': 'Body differences' },
            h(
              'thead',
              {},
              h(
                'tr',
                {},
                h('th', {}, 'Path'),
                h('th', {}, 'Change'),
                h('th', {}, 'A'),
                h('th', {}, 'B'),
              ),
            ),
            h(
              'tbody',
              {},
              changes.map((c) =>
                h(
                  'tr',
                  { 'data-kind': c.kind },
                  h('td', {}, h('code', { class: 'diff-path' }, c.path || '/')),
                  h('td', {}, c.kind),
                  h('td', { class: 'mono diff-a' }, show(c.left)),
                  h('td', { class: 'mono diff-b' }, show(c.right)),
                ),
              ),
            ),
          ),
    );
    if (truncated)
      parts.push(h('p', { class: 'meta' }, 'Only the first 1,000 differences are listed.'));
  } else {
    parts.push(h('p', { class: 'meta' }, 'One side is not JSON: compare the raw bytes below.'));
  }
  if (left.headers && right.headers) {
    const headers = diffHeaders(left.headers, right.headers);
    parts.push(h('h3', {}, 'Headers'));
    parts.push(
      headers.length === 0
        ? h('p', {}, 'Same headers.')
        : h(
            'table',
            { class: 'diff', id: 'diff-headers', 'aria-label': 'Header differences' },
            h(
              'thead',
              {},
              h(
                'tr',
                {},
                h('th', {}, 'Header'),
                h('th', {}, 'Change'),
                h('th', {}, 'A'),
                h('th', {}, 'B'),
              ),
            ),
            h(
              'tbody',
              {},
              headers.map((c) =>
                h(
                  'tr',
                  { 'data-kind': c.kind },
                  h('td', {}, h('code', {}, c.name)),
                  h('td', {}, c.kind),
                  h('td', { class: 'mono' }, c.left ?? '—'),
                  h('td', { class: 'mono' }, c.right ?? '—'),
                ),
              ),
            ),
          ),
    );
  }
  const raw = h(
    'div',
    { id: 'diff-raw', hidden: true },
    ...renderRaw(left.body ?? '', right.body ?? ''),
  );
  const toggle = h(
    'button',
    {
      type: 'button',
      id: 'diff-raw-toggle',
      'aria-expanded': 'false',
      onclick: () => {
        raw.hidden = !raw.hidden;
        toggle.setAttribute('aria-expanded', String(!raw.hidden));
      },
    },
    'Raw bytes diff',
  );
  parts.push(h('div', { class: 'body-bar' }, toggle), raw);
  return parts;
}

function renderRaw(a, b) {
  const result = diffRaw(a, b);
  if (result.same) return [h('p', {}, `The bytes are identical (${result.offset} bytes).`)];
  return [
    h('p', { class: 'meta' }, `Identical up to byte ${result.offset}; then:`),
    h(
      'pre',
      { class: 'raw' },
      'A: …',
      result.before,
      h('mark', {}, result.left),
      result.after,
      '…',
    ),
    h(
      'pre',
      { class: 'raw' },
      'B: …',
      result.before,
      h('mark', {}, result.right),
      result.after,
      '…',
    ),
  ];
}

function parse(text) {
  if (text === null) return { ok: false };
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** A value as short JSON text (long values cut), "—" when absent on that side. */
function show(value) {
  if (value === undefined) return '—';
  const text = JSON.stringify(value);
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}
