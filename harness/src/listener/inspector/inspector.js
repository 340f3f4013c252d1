// designhooks inspector: plain browser JavaScript modules, no build step, no dependencies.
// Talks to the listener's JSON API (docs/listen.md) and its server-sent events stream.
import { renderDetail } from './detail.js';
import { $, api, h, timeOf, toast } from './dom.js';
import { marks, matches } from './marks.js';
import { loadSent } from './sent.js';

const state = {
  info: null,
  deliveries: [], // summaries, newest first, matching the current filter
  total: 0,
  selectedId: null,
  filter: { event: '', status: '' },
  listRequests: 0,
};

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
  const request = ++state.listRequests;
  const { deliveries } = await api(`/api/deliveries?${query}`);
  if (request !== state.listRequests) return; // a newer filter change won
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
    detail.replaceChildren(...renderDetail(record, state.info));
    detail.querySelector('.fail')?.scrollIntoView({ block: 'center' });
  } catch (error) {
    detail.replaceChildren(
      h('p', { class: 'placeholder' }, `Could not load ${id}: ${error.message}`),
    );
  }
}

// ---------- tabs ----------

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
  let dropped = false;
  source.addEventListener('open', () => {
    live.dataset.state = 'live';
    live.textContent = 'live';
    // Deliveries may have arrived while the stream was down (listener restarted): resync.
    if (dropped) void loadList().catch(() => undefined);
    dropped = false;
  });
  source.addEventListener('error', () => {
    dropped = true;
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
  $('#empty-command').textContent =
    `designhooks send project.updated --url ${state.info.webhookUrl}${secret}${ca}${insecure}`;
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
