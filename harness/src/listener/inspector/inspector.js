// designhooks inspector: plain browser JavaScript modules, no build step, no dependencies.
// Talks to the listener's JSON API (docs/listen.md) and its server-sent events stream.
import { renderDetail, replay } from './detail.js';
import { renderDiff } from './diff-view.js';
import { $, api, h, timeOf, toast } from './dom.js';
import { renderEditor } from './editor.js';
import { marks, matches } from './marks.js';
import { highlighted, markTree, runSearch } from './search.js';
import { loadSent } from './sent.js';
import { countUnseen } from './unseen-title.js';

const state = {
  info: null,
  deliveries: [], // summaries, newest first, matching the current filter
  total: 0,
  selectedId: null,
  filter: { event: '', status: '' },
  listRequests: 0,
  arriving: null, // deliveries the stream brings while the list is being read, newest first
  marked: [], // ids marked for diff (d), at most two
  search: null, // { query, controller, hits: Map(id -> hit) } while a search is shown
  record: null, // the selected record as loaded
  view: 0, // bumped by whatever takes the detail pane next (a record, the editor, a diff)
  recordView: 0, // the view in which the selected record's detail was drawn
};

/**
 * Claims the detail pane: an answer that arrives after a later claim (k then e, quickly) must
 * not replace the editor or the diff the person opened since. Returns a check for "still mine".
 */
function claimDetail() {
  const mine = ++state.view;
  return () => state.view === mine;
}

// ---------- list ----------

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
    h('span', { class: 'row-marks' }, marks(delivery), diffBadge(delivery.id)),
  );
  const hit = state.search?.hits.get(delivery.id);
  if (hit) {
    const query = state.search.parsed;
    item.append(
      h(
        'span',
        { class: 'row-snippet mono' },
        hit.in === 'header' ? 'header · ' : '',
        ...highlighted(
          leadIn(hit.snippet, query?.kind === 'path' ? null : query?.text),
          query?.kind === 'path' ? query.value : query?.text,
        ),
      ),
    );
  }
  return item;
}

/** Characters of a snippet kept before the match, so the match itself fits the row. */
const SNIPPET_LEAD_CHARS = 24;

/** The snippet cut to a short lead-in before the first match (the server sends 60 characters). */
function leadIn(snippet, needle) {
  const at = needle ? snippet.indexOf(needle) : -1;
  return at > SNIPPET_LEAD_CHARS ? `…${snippet.slice(at - SNIPPET_LEAD_CHARS)}` : snippet;
}

function diffBadge(id) {
  const index = state.marked.indexOf(id);
  return index === -1
    ? null
    : h(
        'span',
        { class: 'badge diff-mark', 'data-mark': 'diff' },
        index === 0 ? 'diff A' : 'diff B',
      );
}

function renderList() {
  const list = $('#deliveries');
  list.replaceChildren(...state.deliveries.map(row));
  $('#empty').hidden = state.deliveries.length > 0 || state.search !== null;
  $('#received-count').textContent = String(state.total);
  updateDiffButton();
}

/** The most rows the list holds: a tab kept open all day stays as light as a fresh one. */
const LIST_LIMIT = 500;

async function loadList() {
  const query = new URLSearchParams({ limit: String(LIST_LIMIT) });
  if (state.filter.event) query.set('event', state.filter.event);
  if (state.filter.status) query.set('status', state.filter.status);
  const request = ++state.listRequests;
  // What the stream brings while the list is read may be missing from it: kept, newest first.
  const arriving = [];
  state.arriving = arriving;
  const { deliveries, total } = await api(`/api/deliveries?${query}`);
  if (request !== state.listRequests) return; // a newer filter change won
  state.arriving = null;
  const known = new Set(deliveries.map((d) => d.id));
  const arrived = arriving.filter((d) => !known.has(d.id));
  state.deliveries = [...arrived, ...deliveries].slice(0, LIST_LIMIT);
  state.total = total + arrived.length; // every kept record: the list shows at most LIST_LIMIT
  renderList();
}

function onDelivery(delivery) {
  if (state.deliveries.some((d) => d.id === delivery.id)) return;
  if (state.search || !matches(delivery, state.filter)) return;
  state.arriving?.unshift(delivery);
  state.deliveries.unshift(delivery);
  const item = row(delivery);
  item.classList.add('flash');
  $('#deliveries').prepend(item);
  if (state.deliveries.length > LIST_LIMIT) {
    state.deliveries.pop();
    $('#deliveries').lastElementChild.remove();
  }
  $('#empty').hidden = true;
  addEventOption(delivery.event);
}

function onRowKey(event, id) {
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault();
    select(id);
  }
}

/** Selects the next (+1) or previous (-1) delivery of the list and focuses its row. */
function move(delta) {
  if (state.deliveries.length === 0) return;
  const index = state.deliveries.findIndex((d) => d.id === state.selectedId);
  const next =
    state.deliveries[
      index === -1 ? 0 : Math.min(state.deliveries.length - 1, Math.max(0, index + delta))
    ];
  void select(next.id);
  const item = document.querySelector(`#deliveries li[data-id="${CSS.escape(next.id)}"]`);
  item?.focus();
  item?.scrollIntoView({ block: 'nearest' });
}

/**
 * Most options the Event filter holds: event names come from whoever posts to the listener (a
 * public tunnel URL too), so a flood of made-up names must not grow the page without bound.
 */
const MAX_EVENT_OPTIONS = 100;

function addEventOption(name) {
  const value = name ?? '(none)';
  const select = $('#filter-event');
  if (select.options.length >= MAX_EVENT_OPTIONS) return;
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
  const stillMine = claimDetail();
  try {
    const record = await api(`/api/deliveries/${encodeURIComponent(id)}`);
    if (state.selectedId !== id || !stillMine()) return;
    state.record = record;
    state.recordView = state.view;
    detail.replaceChildren(...renderDetail(record, state.info, actions));
    const tree = detail.querySelector('#body-tree');
    const mark = state.search?.parsed && tree ? markTree(tree, state.search.parsed) : null;
    (mark ?? detail.querySelector('.fail'))?.scrollIntoView({ block: 'center' });
  } catch (error) {
    if (!stillMine()) return;
    detail.replaceChildren(
      h('p', { class: 'placeholder' }, `Could not load ${id}: ${error.message}`),
    );
  }
}

// ---------- edit, diff ----------

const actions = { edit, markDiff, diffFixture };

async function current() {
  if (!state.selectedId) return null;
  if (state.record?.id === state.selectedId) return state.record;
  return api(`/api/deliveries/${encodeURIComponent(state.selectedId)}`);
}

function edit(record) {
  claimDetail();
  const detail = $('#detail');
  const back = h(
    'button',
    { type: 'button', id: 'editor-close', onclick: () => select(record.id) },
    'Back to the delivery',
  );
  detail.replaceChildren(
    renderEditor(record, state.info, (delivery) => {
      if (!state.search && matches(delivery, state.filter)) onDelivery(delivery);
      void select(delivery.id);
    }),
    h('div', { class: 'actions' }, back),
  );
  // from the top of the body, the caret at its start (focus alone scrolls to the end)
  const area = detail.querySelector('#editor-body');
  area.setSelectionRange(0, 0);
  area.focus();
  area.scrollTop = 0;
}

function markDiff(id) {
  const index = state.marked.indexOf(id);
  if (index === -1) state.marked = [...state.marked, id].slice(-2);
  else state.marked.splice(index, 1);
  for (const item of document.querySelectorAll('#deliveries li')) {
    item.querySelector('[data-mark="diff"]')?.remove();
    const badge = diffBadge(item.dataset.id);
    if (badge) item.querySelector('.row-marks').append(badge);
  }
  updateDiffButton();
  if (index === -1 && state.marked.length === 2) return void showDiff();
  toast(
    state.marked.length === 2
      ? 'Two deliveries marked: press Diff'
      : state.marked.length === 1
        ? 'Marked for diff: mark another one (d)'
        : 'Diff marks cleared',
  );
}

function updateDiffButton() {
  const button = $('#list-diff');
  const ready = state.marked.length === 2;
  button.disabled = !ready;
  button.title = ready
    ? 'Compare the two marked deliveries'
    : 'Mark two deliveries with d (or "Mark for diff")';
}

async function showDiff() {
  if (state.marked.length !== 2) return;
  const stillMine = claimDetail();
  const [a, b] = await Promise.all(
    state.marked.map((id) => api(`/api/deliveries/${encodeURIComponent(id)}`)),
  );
  if (!stillMine()) return;
  const side = (record) => ({
    label: `${record.event ?? record.method} · ${record.id}`,
    body: record.body,
    headers: record.headers,
  });
  $('#detail').replaceChildren(...renderDiff(side(a), side(b)));
  $('#toast').hidden = true; // "mark another one" is done: the diff is what it asked for
  $('#diff-title').focus();
}

async function diffFixture(record) {
  const stillMine = claimDetail();
  try {
    const fixture = await api(`/api/fixtures/${encodeURIComponent(record.event)}`);
    if (!stillMine()) return;
    $('#detail').replaceChildren(
      ...renderDiff(
        { label: `${record.event} · ${record.id}`, body: record.body, headers: null },
        { label: `canonical fixture of ${fixture.event}`, body: fixture.body, headers: null },
      ),
    );
  } catch (error) {
    toast(`No fixture to compare with: ${error.message}`);
  }
}

// ---------- search ----------

async function search(text) {
  state.search?.controller.abort();
  const query = text.trim();
  const status = $('#search-status');
  if (!query) {
    state.search = null;
    status.textContent = '';
    await loadList();
    return;
  }
  const controller = new AbortController();
  const mine = { query, parsed: null, controller, hits: new Map() };
  state.search = mine;
  state.deliveries = [];
  renderList();
  status.textContent = 'Searching…';
  try {
    const summary = await runSearch(
      query,
      (parsed) => (mine.parsed = parsed),
      ({ hit, delivery }) => {
        if (state.search !== mine) return;
        mine.hits.set(hit.id, hit);
        state.deliveries.push(delivery);
        $('#deliveries').append(row(delivery));
        status.textContent = `Searching… ${mine.hits.size} found`;
      },
      controller.signal,
    );
    if (state.search !== mine) return;
    status.textContent = `${summary.matched} match${summary.matched === 1 ? '' : 'es'} in ${summary.scanned} record${summary.scanned === 1 ? '' : 's'}${summary.truncated ? ' (first 500 shown)' : ''}`;
  } catch (error) {
    if (error.name !== 'AbortError') status.textContent = `Search failed: ${error.message}`;
  }
}

// ---------- keyboard ----------

const TYPING = new Set(['INPUT', 'TEXTAREA', 'SELECT']);

function onKey(event) {
  if (event.ctrlKey || event.metaKey || event.altKey || event.defaultPrevented) return;
  if ($('#help').open) return;
  const target = event.target;
  if (TYPING.has(target.tagName) || target.isContentEditable) {
    if (event.key === 'Escape') target.blur();
    return;
  }
  const inList = target === document.body || target.closest?.('#deliveries');
  const run = {
    j: () => move(1),
    k: () => move(-1),
    ArrowDown: () => inList && move(1),
    ArrowUp: () => inList && move(-1),
    '/': () => $('#search').focus(),
    r: async () => {
      const record = await current();
      if (record) await replay(record, 'listener');
    },
    e: async () => {
      const record = await current();
      if (record) edit(record);
    },
    d: () => state.selectedId && markDiff(state.selectedId),
    '?': () => $('#help').showModal(),
  }[event.key];
  if (!run) return;
  if (!inList && (event.key === 'ArrowDown' || event.key === 'ArrowUp')) return;
  event.preventDefault();
  void run();
}

// ---------- tabs ----------

/** How often the open Sent tab reads the harness store again (it has no live stream). */
const SENT_REFRESH_MS = 2000;
let sentTimer;

function showTab(name) {
  const received = name === 'received';
  $('#tab-received').setAttribute('aria-selected', String(received));
  $('#tab-sent').setAttribute('aria-selected', String(!received));
  $('#received-pane').hidden = !received;
  $('#sent-pane').hidden = received;
  clearInterval(sentTimer);
  if (received) return;
  void loadSent();
  // What `send` or `scenario run` in another terminal records shows up while the tab is open.
  sentTimer = setInterval(() => document.hidden || void loadSent(), SENT_REFRESH_MS);
}

// ---------- start ----------

function connect() {
  const live = $('#live');
  const source = new EventSource('/api/stream');
  let dropped = false;
  source.addEventListener('open', () => {
    live.dataset.state = 'live';
    live.textContent = 'live';
    if (dropped) void resync().catch(() => undefined);
    dropped = false;
  });
  source.addEventListener('error', () => {
    dropped = true;
    live.dataset.state = 'offline';
    live.textContent = 'reconnecting…';
  });
  source.addEventListener('delivery', (event) => {
    const delivery = JSON.parse(event.data);
    countUnseen(delivery);
    onDelivery(delivery);
    if (delivery.forward) countMissed();
  });
  // The number of kept records, after each delivery. When it falls, retention has dropped the
  // oldest: the list is read again, so that it shows no row that can no longer be opened.
  source.addEventListener('total', (event) => {
    const total = Number(event.data);
    const trimmed = total < state.total;
    state.total = total;
    $('#received-count').textContent = String(total);
    if (trimmed && !state.search) void loadList().catch(() => undefined);
  });
}

/**
 * After the stream came back, the listener may have been restarted, perhaps with other flags
 * (--forward-to, --path, no --secret): read its info again, and the deliveries that arrived
 * while the stream was down.
 */
async function resync() {
  const info = await api('/api/info');
  const changed = JSON.stringify(info) !== JSON.stringify(state.info);
  state.info = info;
  showInfo(info);
  if (!state.search) await loadList();
  // A record's actions (Replay to app) depend on the info: redraw it unless the pane moved on.
  if (changed && state.selectedId && state.view === state.recordView) void select(state.selectedId);
}

/** The header (where to send, where deliveries go next) and the empty list's send command. */
function showInfo(info) {
  $('#webhook-url').textContent = info.webhookUrl;
  showForwarding(info);
  countMissed();
  $('#empty-command').textContent = info.sendCommand;
  for (const name of info.knownEvents ?? []) addEventOption(name);
}

/** The header's forwarding line: one app, or every route by event (first match wins). */
function showForwarding(info) {
  const routes = info.routes ?? [];
  const line = $('#forward-info');
  line.hidden = !info.forwardTo && routes.length === 0;
  line.removeAttribute('title');
  if (line.hidden) return;
  if (routes.length === 0 || (routes.length === 1 && routes[0].event === '*')) {
    line.replaceChildren(
      '→ forwarding to ',
      h('code', { id: 'forward-url' }, routes[0]?.url ?? info.forwardTo),
    );
    return;
  }
  line.replaceChildren(
    '→ routes ',
    ...routes.flatMap((route, index) => [
      index > 0 ? ', ' : '',
      h('code', { class: 'route' }, `${route.event} → ${route.url}`),
    ]),
  );
  line.title = 'Each delivery goes to the first route its event matches';
}

// ---------- deliveries the app missed ----------

let countTimer;
/**
 * Shows the header's "Replay N missed to app" while forwarding and the app has not taken some
 * bodies. Counted by the listener (one per body, the sender's retries included), after a burst
 * of deliveries has settled rather than once per delivery.
 */
function countMissed() {
  clearTimeout(countTimer);
  countTimer = setTimeout(async () => {
    const button = $('#replay-failed');
    const { count } = await api('/api/replay-failed').catch(() => ({ count: 0 }));
    $('#replay-failed-count').textContent = String(count);
    button.hidden = !state.info?.forwardTo || count === 0;
  }, 200);
}

async function replayMissed() {
  const button = $('#replay-failed');
  button.disabled = true;
  try {
    const { delivered, failed, notSent } = await api('/api/replay-failed', {
      method: 'POST',
      body: '{}',
    });
    toast(
      `Replayed ${delivered + failed} to the app: ${delivered} taken${failed ? `, ${failed} missed again` : ''}${notSent ? `; ${notSent} not sent: the app did not answer` : ''}`,
    );
  } catch (error) {
    toast(`Replay failed: ${error.message}`);
  } finally {
    button.disabled = false;
    countMissed();
  }
}

async function start() {
  state.info = await api('/api/info');
  showInfo(state.info);
  $('#replay-failed').addEventListener('click', () => void replayMissed());
  addEventOption('(none)');
  // The filters apply to the list; a search covers every record, so changing one ends it.
  const refilter = () => {
    if (state.search) {
      state.search.controller.abort();
      state.search = null;
      $('#search').value = '';
      $('#search-status').textContent = '';
    }
    void loadList();
  };
  $('#filter-event').addEventListener('change', (event) => {
    state.filter.event = event.target.value;
    refilter();
  });
  $('#filter-status').addEventListener('change', (event) => {
    state.filter.status = event.target.value;
    refilter();
  });
  let searchTimer;
  $('#search').addEventListener('input', (event) => {
    clearTimeout(searchTimer);
    searchTimer = setTimeout(() => void search(event.target.value), 300);
  });
  $('#filters').addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(searchTimer);
    void search($('#search').value);
  });
  $('#list-diff').addEventListener('click', () => void showDiff());
  $('#help-open').addEventListener('click', () => $('#help').showModal());
  document.addEventListener('keydown', onKey);
  $('#tab-received').addEventListener('click', () => showTab('received'));
  $('#tab-sent').addEventListener('click', () => showTab('sent'));
  $('#sent-refresh').addEventListener('click', () => void loadSent());
  connect(); // before the first list load, so nothing falls between the two (duplicates are skipped)
  await loadList();
  document.body.dataset.ready = 'true';
}

start().catch((error) => toast(`Inspector failed to start: ${error.message}`));
