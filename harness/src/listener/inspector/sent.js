// The "Sent by the harness" tab: attempts from the harness's delivery store.
import { $, api, h, statusClass, timeOf } from './dom.js';

// What the table shows now: a refresh that finds the same attempts leaves it (and a selection in it) alone.
let shown = '';

export async function loadSent() {
  const body = $('#sent-table tbody');
  try {
    const { available, deliveries } = await api('/api/sent?limit=200');
    const fresh = JSON.stringify([available, deliveries]);
    if (fresh === shown) return;
    shown = fresh;
    $('#sent-note').textContent = available
      ? `Latest ${deliveries.length} attempt${deliveries.length === 1 ? '' : 's'} in the harness store (designhooks send, trigger, webhooks test, deliveries redeliver, scenario run), newest first`
      : 'The harness delivery store is not available to this listener.';
    body.replaceChildren(
      ...deliveries.map((d) =>
        h(
          'tr',
          { 'data-id': d.id },
          h('td', { title: d.time }, timeOf(d.time)),
          h('td', {}, d.event),
          h('td', { class: 'url' }, d.url),
          h(
            'td',
            {},
            d.status === null
              ? h('span', { class: 'badge bad' }, 'none')
              : h('span', { class: `badge ${statusClass(d.status)}` }, d.status),
          ),
          h('td', {}, `#${d.attempt} ${d.source}`),
          h('td', {}, `${d.durationMs} ms`),
          h('td', {}, d.error ?? (d.inFront ? `${d.verdict}: from ${d.inFront}` : d.verdict)),
        ),
      ),
    );
  } catch (error) {
    shown = '';
    $('#sent-note').textContent = `Could not load sent deliveries: ${error.message}`;
  }
}
