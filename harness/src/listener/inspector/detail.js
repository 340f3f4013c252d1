// The detail view of one received delivery.
import { api, copy, h, statusClass, toast } from './dom.js';
import { jsonTree } from './json-tree.js';

/**
 * Everything about one record; `info` is GET /api/info; `actions` are the page's `edit`,
 * `markDiff` and `diffFixture` (they open the editor and the diff view).
 */
export function renderDetail(record, info, actions = {}) {
  const title = h(
    'h2',
    {},
    h('span', { id: 'detail-event' }, record.event ?? `${record.method} ${record.path}`),
    h('span', { class: `badge ${statusClass(record.status)}`, id: 'detail-status' }, record.status),
  );
  const meta = h(
    'p',
    { class: 'meta' },
    `${new Date(record.receivedAt).toLocaleString()} · ${record.method} ${record.path} · ${record.bodyBytes} bytes · ` +
      `${record.durationMs} ms · via ${record.via} · id ${record.id}`,
    record.replayOf ? ` · replay of ${record.replayOf}` : '',
  );
  return [
    title,
    meta,
    renderChecks(record),
    renderActions(record, info, actions),
    ...renderForward(record),
    ...renderHeaders(record),
    ...renderBody(record),
  ];
}

function renderChecks(record) {
  const sig = record.signature;
  const signature =
    sig.status === 'verified'
      ? h('span', { class: 'badge ok' }, '✓ verified')
      : sig.status === 'failed'
        ? h(
            'span',
            {},
            h('span', { class: 'badge bad' }, '✗ failed'),
            ` ${sig.reason ?? ''}`,
            ...renderDiagnosis(sig.diagnosis),
          )
        : h('span', { class: 'badge' }, 'not checked (the listener has no signing key)');
  const validation = record.validation;
  const schema =
    validation.status === 'valid'
      ? h(
          'span',
          {},
          h('span', { class: 'badge ok' }, '✓ valid'),
          ...renderDrift(validation.drift ?? []),
        )
      : validation.status === 'invalid'
        ? h(
            'div',
            { id: 'validation-issues' },
            h(
              'span',
              { class: 'badge bad' },
              `✗ ${validation.issues.length} failing path${validation.issues.length === 1 ? '' : 's'}`,
            ),
            h(
              'ul',
              { class: 'issues' },
              validation.issues.map((i) =>
                h('li', {}, h('code', {}, i.path || '/'), ` ${i.message}`),
              ),
            ),
          )
        : h('span', { class: 'badge' }, 'not checked');
  const agent = record.userAgent;
  const verdict = record.verdict;
  return h(
    'dl',
    { class: 'checks' },
    h('dt', {}, 'Signature'),
    h('dd', { id: 'check-signature' }, signature),
    h('dt', {}, 'Schema'),
    h('dd', { id: 'check-schema' }, schema),
    h('dt', {}, 'User-Agent'),
    h(
      'dd',
      {},
      h('span', { class: `badge ${agent.ok ? 'ok' : 'warn'}` }, agent.value ?? '(none)'),
      agent.ok ? '' : ` expected ${agent.expected}`,
    ),
    h('dt', {}, 'Receiver SDK'),
    h(
      'dd',
      {},
      `${verdict.status}${verdict.code ? ` ${verdict.code}` : ''}${verdict.message ? `: ${verdict.message}` : ''}`,
    ),
  );
}

/** The SDK's signature doctor on a failed check: which mistake, what it found, how to fix it. */
function renderDiagnosis(diagnosis) {
  if (!diagnosis) return [];
  return [
    h(
      'div',
      { id: 'signature-diagnosis' },
      h('code', { class: 'badge bad', id: 'signature-diagnosis-code' }, diagnosis.code),
      h('p', { id: 'signature-diagnosis-message' }, diagnosis.message),
      h('p', { id: 'signature-diagnosis-fix' }, h('strong', {}, 'Fix: '), diagnosis.fix),
    ),
  ];
}

/** Drift beside a valid result: accepted, but the contract does not know these paths yet. */
function renderDrift(drift) {
  if (drift.length === 0) return [];
  return [
    h(
      'div',
      { id: 'validation-drift' },
      h(
        'span',
        { class: 'badge warn' },
        `⚠ drift: ${drift.length} path${drift.length === 1 ? '' : 's'} the contract does not know`,
      ),
      h(
        'ul',
        { class: 'issues' },
        drift.map((d) =>
          h(
            'li',
            {},
            h('code', {}, d.path || '/'),
            ` ${d.kind}`,
            d.value === undefined ? '' : ` = ${preview(d.value)}`,
          ),
        ),
      ),
    ),
  ];
}

function preview(value) {
  const text = JSON.stringify(value) ?? String(value);
  return text.length > 80 ? `${text.slice(0, 80)}…` : text;
}

function renderActions(record, info, actions) {
  const route = appRoute(record.event, info);
  const output = h('pre', { class: 'command', id: 'command-output', hidden: true });
  const name = h('input', {
    id: 'fixture-name',
    'aria-label': 'Fixture name',
    value: `${record.event ?? 'delivery'}.${record.id}`,
    spellcheck: 'false',
  });
  const showCommand = async (label, text) => {
    output.textContent = text;
    output.hidden = false;
    const copied = await copy(text);
    toast(copied ? `Copied ${label}` : `${label}: select the text below to copy it`);
  };
  const buttons = [
    h(
      'button',
      {
        type: 'button',
        id: 'action-replay',
        'aria-keyshortcuts': 'r',
        onclick: () => replay(record, 'listener'),
      },
      '↻ Replay',
    ),
    route
      ? h(
          'button',
          {
            type: 'button',
            id: 'action-replay-forward',
            title: `to ${route.url} (route ${route.event})`,
            onclick: () => replay(record, 'forward'),
          },
          '↻ Replay to app',
        )
      : null,
    actions.edit
      ? h(
          'button',
          {
            type: 'button',
            id: 'action-edit',
            'aria-keyshortcuts': 'e',
            onclick: () => actions.edit(record),
          },
          'Edit',
        )
      : null,
    actions.markDiff
      ? h(
          'button',
          {
            type: 'button',
            id: 'action-mark-diff',
            'aria-keyshortcuts': 'd',
            onclick: () => actions.markDiff(record.id),
          },
          'Mark for diff',
        )
      : null,
    actions.diffFixture && record.event && (info?.knownEvents ?? []).includes(record.event)
      ? h(
          'button',
          { type: 'button', id: 'action-diff-fixture', onclick: () => actions.diffFixture(record) },
          'Diff with fixture',
        )
      : null,
    h(
      'button',
      {
        type: 'button',
        id: 'action-curl',
        onclick: () => showCommand('curl command', record.commands.curl),
      },
      'Copy as curl',
    ),
    record.commands.send
      ? h(
          'button',
          {
            type: 'button',
            id: 'action-send',
            onclick: () => showCommand('designhooks send command', record.commands.send),
          },
          'Copy as designhooks send',
        )
      : null,
    h(
      'span',
      {},
      name,
      ' ',
      h(
        'button',
        { type: 'button', id: 'action-fixture', onclick: () => saveFixture(record, name.value) },
        'Save as fixture',
      ),
    ),
  ];
  return h('div', {}, h('div', { class: 'actions' }, buttons), output);
}

function renderForward(record) {
  const f = record.forward;
  if (!f) return [];
  const lines = [
    h(
      'p',
      { class: 'meta', id: 'forward-route' },
      f.route ? `route ${f.route} → ` : '',
      `POST ${f.url} · ${f.durationMs} ms`,
    ),
    f.error
      ? h(
          'p',
          { id: 'forward-error' },
          h(
            'span',
            { class: 'badge bad' },
            f.status === null ? 'not delivered' : `${f.status}, cut off`,
          ),
          ` ${f.error}`,
        )
      : h(
          'p',
          {},
          h('span', { class: `badge ${statusClass(f.status)}`, id: 'forward-status' }, f.status),
          ' answered by the app',
        ),
  ];
  const inFront = record.forwardInFront;
  if (inFront)
    lines.push(
      h('p', { id: 'forward-in-front' }, `From ${inFront.who}, not the app's code: ${inFront.fix}`),
    );
  if (record.forwardHtmlPage)
    lines.push(
      h(
        'p',
        { id: 'forward-html-page' },
        'The app answered with an HTML page: if its catch-all route (an index.html fallback) answered, its webhook route never ran. ',
        h(
          'code',
          {},
          `designhooks check ${f.url}${f.url.startsWith('http:') ? ' --allow-http' : ''}`,
        ),
        ' tells.',
      ),
    );
  if (record.forwardRefusedVerified)
    lines.push(
      h(
        'p',
        { id: 'forward-refused-verified' },
        `The signature of these bytes verified here, and the app got the same bytes and header: it checks another key than the listener's --secret, writes its digest otherwise than as 64 lower-case hex digits, or hashes a parsed and re-serialised body instead of the raw bytes. `,
        h(
          'code',
          {},
          `designhooks check ${f.url}${f.url.startsWith('http:') ? ' --allow-http' : ''} --secret-file <key file>`,
        ),
        ' names which.',
      ),
    );
  if (!f.error) {
    lines.push(kvTable(f.headers));
    lines.push(
      h(
        'pre',
        { class: 'raw' },
        f.body || '(empty body)',
        f.bodyTruncated ? '\n… (truncated)' : '',
      ),
    );
  }
  return [h('h3', {}, 'Forward response'), ...lines];
}

function renderHeaders(record) {
  return [h('h3', {}, `Headers (${record.headers.length})`), kvTable(record.headers)];
}

function kvTable(pairs) {
  return h(
    'table',
    { class: 'kv' },
    h(
      'tbody',
      {},
      pairs.map(([name, value]) => h('tr', {}, h('td', {}, name), h('td', {}, value))),
    ),
  );
}

function renderBody(record) {
  const heading = h(
    'h3',
    {},
    record.bodyTruncated
      ? `Body (${record.bodyBytes} bytes; truncated: only the start of this rejected delivery was kept)`
      : `Body (${record.bodyBytes} bytes)`,
  );
  if (record.body === null) {
    return [
      heading,
      h('p', { class: 'placeholder' }, 'The body is not UTF-8 text. Fetch it raw: '),
      h('code', {}, `/api/deliveries/${record.id}/body`),
    ];
  }
  let parsed;
  try {
    parsed = JSON.parse(record.body);
  } catch {
    return [
      heading,
      h('p', { class: 'meta' }, 'Not JSON; shown as received:'),
      h('pre', { class: 'raw', id: 'body-raw' }, record.body || '(empty)'),
    ];
  }
  const tree = jsonTree(parsed, record.validation.issues);
  const raw = h('pre', { class: 'raw', id: 'body-raw', hidden: true }, record.body);
  const toggle = h(
    'button',
    {
      type: 'button',
      onclick: () => {
        raw.hidden = !raw.hidden;
        tree.hidden = !raw.hidden;
        toggle.textContent = raw.hidden ? 'Show raw bytes' : 'Show pretty';
      },
    },
    'Show raw bytes',
  );
  const expand = (open) => () => tree.querySelectorAll('details').forEach((d) => (d.open = open));
  return [
    heading,
    h(
      'div',
      { class: 'body-bar' },
      toggle,
      h('button', { type: 'button', onclick: expand(true) }, 'Expand all'),
      h('button', { type: 'button', onclick: expand(false) }, 'Collapse all'),
    ),
    tree,
    raw,
  ];
}

/**
 * The route a delivery of `event` is forwarded to (`{ event, url }`), as the listener picks it:
 * the first route that matches, none for an event `--events` leaves out; null when nothing
 * would take it (then "Replay to app" is not offered: it would reach no app).
 */
export function appRoute(event, info) {
  if (!info) return null;
  if (info.events && !info.events.includes(event)) return null;
  const routes = info.routes?.length
    ? info.routes
    : info.forwardTo
      ? [{ event: '*', url: info.forwardTo }]
      : [];
  return (
    routes.find(
      (route) =>
        route.event === '*' ||
        (event !== null &&
          (route.event.endsWith('.*')
            ? event.startsWith(route.event.slice(0, -1))
            : route.event === event)),
    ) ?? null
  );
}

/** Replays the record as received (the `r` key and the Replay buttons). */
export async function replay(record, target) {
  try {
    const { delivery } = await api(`/api/deliveries/${record.id}/replay`, {
      method: 'POST',
      body: JSON.stringify({ target }),
    });
    toast(
      `Replayed ${record.event ?? record.id}: answered ${delivery.status}${delivery.forward ? `, app ${delivery.forward.status ?? 'unreachable'}` : ''}`,
    );
  } catch (error) {
    toast(`Replay failed: ${error.message}`);
  }
}

async function saveFixture(record, name) {
  try {
    const { path } = await api(`/api/deliveries/${record.id}/fixture`, {
      method: 'POST',
      body: JSON.stringify({ name }),
    });
    toast(`Saved ${path}`);
  } catch (error) {
    toast(`Not saved: ${error.message}`);
  }
}
