// designhooks inspector: plain browser JavaScript, no build step, no dependencies.
// Talks to the listener's JSON API (docs/listen.md) and its server-sent events stream.

const $ = (selector) => document.querySelector(selector);

const state = {
  info: null,
  deliveries: [], // summaries, newest first, matching the current filter
  total: 0,
  selectedId: null,
  filter: { event: '', status: '' },
};

/** Builds an element: h('li', { class: 'x', onclick: f }, 'text', child). */
function h(tag, attributes = {}, ...children) {
  const element = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) {
    if (value === undefined || value === null || value === false) continue;
    if (name.startsWith('on')) element.addEventListener(name.slice(2), value);
    else if (name === 'class') element.className = value;
    else element.setAttribute(name, value === true ? '' : String(value));
  }
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    element.append(child instanceof Node ? child : document.createTextNode(String(child)));
  }
  return element;
}

async function api(path, options = {}) {
  const response = await fetch(path, {
    ...options,
    headers: options.body ? { 'content-type': 'application/json' } : undefined,
  });
  const data = await response.json().catch(() => ({}));
  if (!response.ok) throw new Error(data.error?.message ?? `${response.status} ${response.statusText}`);
  return data;
}

// ---------- status marks ----------

function statusClass(status) {
  if (status >= 200 && status < 300) return 'ok';
  if (status >= 500) return 'bad';
  return 'warn';
}

function marks(delivery) {
  const out = [h('span', { class: `badge ${statusClass(delivery.status)}`, 'data-mark': 'status' }, delivery.status)];
  const sig = delivery.signature.status;
  if (sig === 'verified') out.push(h('span', { class: 'badge ok', 'data-mark': 'signature' }, '✓ signed'));
  else if (sig === 'failed') out.push(h('span', { class: 'badge bad', 'data-mark': 'signature' }, '✗ signature'));
  const valid = delivery.validation.status;
  if (valid === 'valid') out.push(h('span', { class: 'badge ok', 'data-mark': 'schema' }, '✓ schema'));
  else if (valid === 'invalid') out.push(h('span', { class: 'badge bad', 'data-mark': 'schema' }, `✗ schema (${delivery.validation.issues.length})`));
  if (!delivery.userAgent.ok) out.push(h('span', { class: 'badge warn', title: `expected ${delivery.userAgent.expected}` }, 'user-agent'));
  if (delivery.forward) {
    const f = delivery.forward;
    out.push(h('span', { class: `badge ${f.status === null ? 'bad' : statusClass(f.status)}`, title: f.url }, `→ app ${f.status ?? 'failed'}`));
  }
  if (delivery.via === 'replay') out.push(h('span', { class: 'badge', 'data-mark': 'replay' }, '↻ replay'));
  if (delivery.via === 'tunnel') out.push(h('span', { class: 'badge' }, 'tunnel'));
  if (delivery.ignored) out.push(h('span', { class: 'badge', title: 'not in --events' }, 'ignored'));
  return out;
}

function timeOf(iso) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleTimeString([], { hour12: false });
}

// ---------- list ----------

function matches(delivery, filter) {
  if (filter.event && (delivery.event ?? '(none)') !== filter.event) return false;
  const s = filter.status;
  if (!s) return true;
  if (s === 'unverified') return delivery.signature.status === 'failed';
  if (s === 'invalid') return delivery.validation.status === 'invalid';
  if (/^[1-5]xx$/.test(s)) return Math.floor(delivery.status / 100) === Number(s[0]);
  return String(delivery.status) === s;
}

function row(delivery) {
  const item = h(
    'li',
    {
      tabindex: '0',
      role: 'option',
      'data-id': delivery.id,
      'data-event': delivery.event ?? '',
      'data-status': delivery.status,
      'aria-selected': String(delivery.id === state.selectedId),
      onclick: () => select(delivery.id),
      onkeydown: (event) => onRowKey(event, delivery.id),
    },
    h('span', { class: 'row-time' }, timeOf(delivery.receivedAt)),
    h('span', { class: 'row-event' }, delivery.event ?? `${delivery.method} (not a delivery)`),
    h('span', { class: 'mono row-size' }, `${delivery.bodyBytes} B`),
    h('span', { class: 'row-marks' }, marks(delivery)),
  );
  return item;
}

function renderList() {
  const list = $('#deliveries');
  list.replaceChildren(...state.deliveries.map(row));
  $('#empty').hidden = state.deliveries.length > 0;
  $('#received-count').textContent = String(state.total);
}

async function loadList() {
  const query = new URLSearchParams({ limit: '500' });
  if (state.filter.event) query.set('event', state.filter.event);
  if (state.filter.status) query.set('status', state.filter.status);
  const { deliveries } = await api(`/api/deliveries?${query}`);
  state.deliveries = deliveries;
  if (!state.filter.event && !state.filter.status) state.total = deliveries.length;
  renderList();
}

function onDelivery(delivery) {
  if (state.deliveries.some((d) => d.id === delivery.id)) return;
  state.total += 1;
  $('#received-count').textContent = String(state.total);
  if (!matches(delivery, state.filter)) return;
  state.deliveries.unshift(delivery);
  if (state.deliveries.length > 500) state.deliveries.pop();
  const item = row(delivery);
  item.classList.add('flash');
  $('#deliveries').prepend(item);
  $('#empty').hidden = true;
  addEventOption(delivery.event);
}

function onRowKey(event, id) {
  const index = state.deliveries.findIndex((d) => d.id === id);
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    select(id);
  } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
    event.preventDefault();
    const next = state.deliveries[index + (event.key === 'ArrowDown' ? 1 : -1)];
    if (next) {
      select(next.id);
      document.querySelector(`#deliveries li[data-id="${next.id}"]`)?.focus();
    }
  }
}

function addEventOption(name) {
  const value = name ?? '(none)';
  const select = $('#filter-event');
  if ([...select.options].some((option) => option.value === value)) return;
  select.append(h('option', { value }, value));
}

// ---------- detail ----------

async function select(id) {
  state.selectedId = id;
  for (const item of document.querySelectorAll('#deliveries li')) {
    item.setAttribute('aria-selected', String(item.dataset.id === id));
  }
  const detail = $('#detail');
  try {
    const record = await api(`/api/deliveries/${encodeURIComponent(id)}`);
    if (state.selectedId !== id) return;
    detail.replaceChildren(...renderDetail(record));
    detail.querySelector('.fail')?.scrollIntoView({ block: 'center' });
  } catch (error) {
    detail.replaceChildren(h('p', { class: 'placeholder' }, `Could not load ${id}: ${error.message}`));
  }
}

function renderDetail(record) {
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
  return [title, meta, renderChecks(record), renderActions(record), ...renderForward(record), ...renderHeaders(record), ...renderBody(record)];
}

function renderChecks(record) {
  const sig = record.signature;
  const signature =
    sig.status === 'verified'
      ? h('span', { class: 'badge ok' }, '✓ verified')
      : sig.status === 'failed'
        ? h('span', {}, h('span', { class: 'badge bad' }, '✗ failed'), ` ${sig.reason ?? ''}`)
        : h('span', { class: 'badge' }, 'not checked (listener has no --secret)');
  const validation = record.validation;
  const schema =
    validation.status === 'valid'
      ? h('span', { class: 'badge ok' }, '✓ valid')
      : validation.status === 'invalid'
        ? h(
            'div',
            { id: 'validation-issues' },
            h('span', { class: 'badge bad' }, `✗ ${validation.issues.length} failing path${validation.issues.length === 1 ? '' : 's'}`),
            h('ul', { class: 'issues' }, validation.issues.map((i) => h('li', {}, h('code', {}, i.path || '/'), ` ${i.message}`))),
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
    h('dd', {}, h('span', { class: `badge ${agent.ok ? 'ok' : 'warn'}` }, agent.value ?? '(none)'), agent.ok ? '' : ` expected ${agent.expected}`),
    h('dt', {}, 'Receiver SDK'),
    h('dd', {}, `${verdict.status}${verdict.code ? ` ${verdict.code}` : ''}${verdict.message ? `: ${verdict.message}` : ''}`),
  );
}

function renderActions(record) {
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
    h('button', { type: 'button', id: 'action-replay', onclick: () => replay(record, 'listener') }, '↻ Replay'),
    state.info?.forwardTo
      ? h('button', { type: 'button', id: 'action-replay-forward', onclick: () => replay(record, 'forward') }, '↻ Replay to app')
      : null,
    h('button', { type: 'button', id: 'action-curl', onclick: () => showCommand('curl command', record.commands.curl) }, 'Copy as curl'),
    record.commands.send
      ? h('button', { type: 'button', id: 'action-send', onclick: () => showCommand('designhooks send command', record.commands.send) }, 'Copy as designhooks send')
      : null,
    h('span', {}, name, ' ', h('button', { type: 'button', id: 'action-fixture', onclick: () => saveFixture(record, name.value) }, 'Save as fixture')),
  ];
  return h('div', {}, h('div', { class: 'actions' }, buttons), output);
}

function renderForward(record) {
  const f = record.forward;
  if (!f) return [];
  const lines = [
    h('p', { class: 'meta' }, `POST ${f.url} · ${f.durationMs} ms`),
    f.error
      ? h('p', {}, h('span', { class: 'badge bad' }, 'not delivered'), ` ${f.error}`)
      : h('p', {}, h('span', { class: `badge ${statusClass(f.status)}`, id: 'forward-status' }, f.status), ' answered by the app'),
  ];
  if (!f.error) {
    lines.push(kvTable(f.headers));
    lines.push(h('pre', { class: 'raw' }, f.body || '(empty body)', f.bodyTruncated ? '\n… (truncated)' : ''));
  }
  return [h('h3', {}, 'Forward response'), ...lines];
}

function renderHeaders(record) {
  return [h('h3', {}, `Headers (${record.headers.length})`), kvTable(record.headers)];
}

function kvTable(pairs) {
  return h('table', { class: 'kv' }, h('tbody', {}, pairs.map(([name, value]) => h('tr', {}, h('td', {}, name), h('td', {}, value)))));
}

function renderBody(record) {
  const heading = h('h3', {}, `Body (${record.bodyBytes} bytes)`);
  if (record.body === null) {
    return [heading, h('p', { class: 'placeholder' }, 'The body is not UTF-8 text. Fetch it raw: '), h('code', {}, `/api/deliveries/${record.id}/body`)];
  }
  let parsed;
  try {
    parsed = JSON.parse(record.body);
  } catch {
    return [heading, h('p', { class: 'meta' }, 'Not JSON; shown as received:'), h('pre', { class: 'raw', id: 'body-raw' }, record.body || '(empty)')];
  }
  const tree = h('div', { class: 'json', id: 'body-tree' }, jsonNode(parsed, '', null));
  markFailures(tree, record.validation.issues);
  const raw = h('pre', { class: 'raw', id: 'body-raw', hidden: true }, record.body);
  const toggle = h('button', {
    type: 'button',
    onclick: () => {
      raw.hidden = !raw.hidden;
      tree.hidden = !raw.hidden;
      toggle.textContent = raw.hidden ? 'Show raw bytes' : 'Show pretty';
    },
  }, 'Show raw bytes');
  const expand = (open) => () => tree.querySelectorAll('details').forEach((d) => (d.open = open));
  return [
    heading,
    h('div', { class: 'body-bar' }, toggle, h('button', { type: 'button', onclick: expand(true) }, 'Expand all'), h('button', { type: 'button', onclick: expand(false) }, 'Collapse all')),
    tree,
    raw,
  ];
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
      h('summary', { class: 'line' }, ...label, open, h('span', { class: 'hint' }, ` ${count} `), entries.length ? '' : close),
      h('div', {}, entries.map(([k, v]) => jsonNode(v, `${path}/${escapePointer(String(k))}`, isArray ? null : k))),
      entries.length ? h('div', { class: 'line' }, close) : null,
    );
    return details;
  }
  const kind = typeof value === 'string' ? 'str' : typeof value === 'number' ? 'num' : 'lit';
  return h('div', { class: 'line leaf', 'data-path': path }, ...label, h('span', { class: kind }, JSON.stringify(value)));
}

function escapePointer(segment) {
  return segment.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** Highlights each failing path; a missing property is shown on its nearest existing parent. */
function markFailures(tree, issues) {
  const nodes = new Map([...tree.querySelectorAll('[data-path]')].map((node) => [node.dataset.path, node]));
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
    line.append(h('span', { class: 'fail-note' }, missing ? `${issue.path}: ${issue.message}` : issue.message));
    for (let parent = node.parentElement; parent && parent !== tree; parent = parent.parentElement) {
      if (parent.tagName === 'DETAILS') parent.open = true;
    }
  }
}

// ---------- actions ----------

async function replay(record, target) {
  try {
    const { delivery } = await api(`/api/deliveries/${record.id}/replay`, { method: 'POST', body: JSON.stringify({ target }) });
    toast(`Replayed ${record.event ?? record.id}: answered ${delivery.status}${delivery.forward ? `, app ${delivery.forward.status ?? 'unreachable'}` : ''}`);
  } catch (error) {
    toast(`Replay failed: ${error.message}`);
  }
}

async function saveFixture(record, name) {
  try {
    const { path } = await api(`/api/deliveries/${record.id}/fixture`, { method: 'POST', body: JSON.stringify({ name }) });
    toast(`Saved ${path}`);
  } catch (error) {
    toast(`Not saved: ${error.message}`);
  }
}

async function copy(text) {
  try {
    await navigator.clipboard.writeText(text);
    return true;
  } catch {
    const area = h('textarea', { class: 'offscreen' });
    area.value = text;
    document.body.append(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  }
}

let toastTimer;
function toast(message) {
  const element = $('#toast');
  element.textContent = message;
  element.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => (element.hidden = true), 4000);
}

// ---------- sent tab ----------

async function loadSent() {
  const body = $('#sent-table tbody');
  try {
    const { available, deliveries } = await api('/api/sent?limit=200');
    $('#sent-note').textContent = available
      ? `Latest ${deliveries.length} attempt${deliveries.length === 1 ? '' : 's'} in the harness store (designhooks send, trigger, webhooks test, deliveries redeliver), newest first`
      : 'The harness delivery store is not available to this listener.';
    body.replaceChildren(
      ...deliveries.map((d) =>
        h(
          'tr',
          { 'data-id': d.id },
          h('td', { title: d.time }, timeOf(d.time)),
          h('td', {}, d.event),
          h('td', { class: 'url' }, d.url),
          h('td', {}, d.status === null ? h('span', { class: 'badge bad' }, 'none') : h('span', { class: `badge ${statusClass(d.status)}` }, d.status)),
          h('td', {}, `#${d.attempt} ${d.source}`),
          h('td', {}, `${d.durationMs} ms`),
          h('td', {}, d.error ?? d.verdict),
        ),
      ),
    );
  } catch (error) {
    $('#sent-note').textContent = `Could not load sent deliveries: ${error.message}`;
  }
}

function showTab(name) {
  const received = name === 'received';
  $('#tab-received').setAttribute('aria-selected', String(received));
  $('#tab-sent').setAttribute('aria-selected', String(!received));
  $('#received-pane').hidden = !received;
  $('#sent-pane').hidden = received;
  if (!received) void loadSent();
}

// ---------- start ----------

function connect() {
  const live = $('#live');
  const source = new EventSource('/api/stream');
  source.addEventListener('open', () => {
    live.dataset.state = 'live';
    live.textContent = 'live';
  });
  source.addEventListener('error', () => {
    live.dataset.state = 'offline';
    live.textContent = 'reconnecting…';
  });
  source.addEventListener('delivery', (event) => onDelivery(JSON.parse(event.data)));
}

async function start() {
  state.info = await api('/api/info');
  $('#webhook-url').textContent = state.info.webhookUrl;
  if (state.info.forwardTo) {
    $('#forward-info').hidden = false;
    $('#forward-url').textContent = state.info.forwardTo;
  }
  const insecure = state.info.webhookUrl.startsWith('http:') ? ' --allow-http' : '';
  const ca = state.info.caFile ? ` --ca ${state.info.caFile}` : '';
  const secret = state.info.secretSet ? ' --secret "$SIGNING_KEY"' : '';
  $('#empty-command').textContent = `designhooks send project.updated --url ${state.info.webhookUrl}${secret}${ca}${insecure}`;
  for (const name of [...(state.info.knownEvents ?? []), '(none)']) addEventOption(name);
  $('#filter-event').addEventListener('change', (event) => {
    state.filter.event = event.target.value;
    void loadList();
  });
  $('#filter-status').addEventListener('change', (event) => {
    state.filter.status = event.target.value;
    void loadList();
  });
  $('#tab-received').addEventListener('click', () => showTab('received'));
  $('#tab-sent').addEventListener('click', () => showTab('sent'));
  $('#sent-refresh').addEventListener('click', () => void loadSent());
  connect(); // before the first list load, so nothing falls between the two (duplicates are skipped)
  await loadList();
  document.body.dataset.ready = 'true';
}

start().catch((error) => toast(`Inspector failed to start: ${error.message}`));
