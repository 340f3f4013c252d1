// The body as a collapsible JSON tree, with schema failures highlighted at their path.
import { h } from './dom.js';

/** Renders `value` as a tree; each node carries its JSON pointer in data-path. */
export function jsonTree(value, issues) {
  const tree = h('div', { class: 'json', id: 'body-tree' }, jsonNode(value, '', null));
  markFailures(tree, issues);
  return tree;
}

/** One JSON value as a collapsible tree node; `path` is its JSON pointer. */
function jsonNode(value, path, key) {
  const label = key === null ? [] : [h('span', { class: 'key' }, JSON.stringify(key)), ': '];
  if (value !== null && typeof value === 'object') {
    const isArray = Array.isArray(value);
    const entries = isArray ? value.map((v, i) => [i, v]) : Object.entries(value);
    const [open, close] = isArray ? ['[', ']'] : ['{', '}'];
    const count = `${entries.length} ${isArray ? (entries.length === 1 ? 'item' : 'items') : entries.length === 1 ? 'key' : 'keys'}`;
    const details = h(
      'details',
      { open: true, 'data-path': path },
      h(
        'summary',
        { class: 'line' },
        ...label,
        open,
        h('span', { class: 'hint' }, ` ${count} `),
        entries.length ? '' : close,
      ),
      h(
        'div',
        {},
        entries.map(([k, v]) =>
          jsonNode(v, `${path}/${escapePointer(String(k))}`, isArray ? null : k),
        ),
      ),
      entries.length ? h('div', { class: 'line' }, close) : null,
    );
    return details;
  }
  const kind = typeof value === 'string' ? 'str' : typeof value === 'number' ? 'num' : 'lit';
  return h(
    'div',
    { class: 'line leaf', 'data-path': path },
    ...label,
    h('span', { class: kind }, JSON.stringify(value)),
  );
}

function escapePointer(segment) {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** Highlights each failing path; a missing property is shown on its nearest existing parent. */
function markFailures(tree, issues) {
  const nodes = new Map(
    [...tree.querySelectorAll('[data-path]')].map((node) => [node.dataset.path, node]),
  );
  for (const issue of issues) {
    let path = issue.path;
    let missing = false;
    while (!nodes.has(path) && path !== '') {
      path = path.slice(0, path.lastIndexOf('/'));
      missing = true;
    }
    const node = nodes.get(path);
    if (!node) continue;
    const line = node.tagName === 'DETAILS' ? node.querySelector(':scope > summary') : node;
    line.classList.add('fail');
    line.title = `${issue.path || '/'}: ${issue.message}`;
    line.append(
      h(
        'span',
        { class: 'fail-note' },
        missing ? `${issue.path}: ${issue.message}` : issue.message,
      ),
    );
    for (
      let parent = node.parentElement;
      parent && parent !== tree;
      parent = parent.parentElement
    ) {
      if (parent.tagName === 'DETAILS') parent.open = true;
    }
  }
}
