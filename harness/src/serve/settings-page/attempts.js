// A webhook's delivery attempts: the list (newest first) and one attempt's request and response in full.
import { $, h, dateTimeOf } from './dom.js';

function statusClass(delivery) {
  const { code } = delivery.response;
  if (code >= 200 && code < 300) return 'ok';
  // an attempt still waiting for its answer has not failed
  if (delivery.failure?.kind === 'pending') return 'warn';
  if (code === 0 || code >= 500) return 'bad';
  return 'warn';
}

function statusText(delivery) {
  return delivery.response.code === 0
    ? (delivery.failure?.kind ?? 'no answer')
    : String(delivery.response.code);
}

function shown(body) {
  if (body === null || body === undefined) return '(empty)';
  return typeof body === 'string' ? body : JSON.stringify(body, null, 2);
}

function headerText(headers) {
  return Object.entries(headers)
    .map(([name, value]) => `${name}: ${Array.isArray(value) ? value.join(', ') : value}`)
    .join('\n');
}

/** Renders the attempts table; `onOpen(delivery)` when a row is chosen. */
export function renderAttempts(deliveries, selectedId, onOpen) {
  $('#attempts tbody').replaceChildren(
    ...deliveries.map((delivery) =>
      h(
        'tr',
        {
          'data-id': delivery.id,
          tabindex: '0',
          'aria-selected': String(delivery.id === selectedId),
          onclick: () => onOpen(delivery),
          onkeydown: (event) => event.key === 'Enter' && onOpen(delivery),
        },
        h('td', {}, dateTimeOf(delivery.pushedAt)),
        h('td', { class: 'mono' }, delivery.event.name),
        h('td', {}, h('span', { class: `status ${statusClass(delivery)}` }, statusText(delivery))),
        h(
          'td',
          {},
          delivery.redeliveryOf ? `${delivery.attempt} (redelivery)` : String(delivery.attempt),
        ),
        h('td', {}, `${Math.round(delivery.durationMs)} ms`),
      ),
    ),
  );
  $('#attempts').hidden = deliveries.length === 0;
  $('#no-attempts').hidden = deliveries.length > 0;
}

/** Shows one attempt: what was sent (headers, body) and what came back, in full; a Redeliver button. */
export function renderAttempt(delivery, onRedeliver) {
  const section = $('#attempt');
  if (!delivery) {
    section.hidden = true;
    return;
  }
  section.replaceChildren(
    h(
      'h3',
      {},
      `Attempt ${delivery.id}`,
      h(
        'button',
        { type: 'button', id: 'redeliver', class: 'small', onclick: () => onRedeliver(delivery) },
        'Redeliver',
      ),
    ),
    h(
      'p',
      { class: 'muted small' },
      `${delivery.event.name} · ${dateTimeOf(delivery.pushedAt)} · attempt ${delivery.attempt} · ${Math.round(delivery.durationMs)} ms`,
      delivery.failure ? ` · ${delivery.failure.kind}: ${delivery.failure.message}` : '',
    ),
    h(
      'div',
      { class: 'columns' },
      h(
        'div',
        {},
        h('h4', {}, 'Request'),
        h('pre', { id: 'attempt-request-headers' }, headerText(delivery.request.headers)),
        h('pre', { id: 'attempt-request-body' }, shown(delivery.request.body)),
      ),
      h(
        'div',
        {},
        h(
          'h4',
          {},
          'Response ',
          h('span', { class: `status ${statusClass(delivery)}` }, statusText(delivery)),
        ),
        h(
          'pre',
          { id: 'attempt-response-headers' },
          headerText(delivery.response.headers) || '(none)',
        ),
        h('pre', { id: 'attempt-response-body' }, shown(delivery.response.body)),
      ),
    ),
  );
  section.hidden = false;
}
