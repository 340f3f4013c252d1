// designhooks serve: the Integrations settings page. Plain browser JavaScript modules, no build
// step, nothing from other origins. Everything goes through the management API (docs/serve.md).
import { apiClient, takeCredentials } from './api.js';
import { renderAttempt, renderAttempts } from './attempts.js';
import { $, copy, h, timeOf, toast } from './dom.js';
import {
  clearErrorsOnEdit,
  closeForm,
  generateKey,
  openForm,
  readForm,
  renderEventChoices,
  showError,
} from './webhook-form.js';

const credentials = takeCredentials();
const state = { webhooks: [], selectedId: null, deliveries: [], attemptId: null };
let call;
let base;

function selected() {
  return state.webhooks.find((webhook) => webhook.id === state.selectedId) ?? null;
}

function renderList() {
  $('#webhooks').replaceChildren(
    ...state.webhooks.map((webhook) =>
      h(
        'li',
        {
          'data-id': webhook.id,
          tabindex: '0',
          'aria-selected': String(webhook.id === state.selectedId),
          onclick: () => guarded(select)(webhook.id),
          onkeydown: (event) => event.key === 'Enter' && guarded(select)(webhook.id),
        },
        h('div', { class: 'hook-url' }, webhook.url),
        h(
          'div',
          { class: 'hook-meta' },
          `${webhook.active ? 'active' : 'inactive'} · ${webhook.events.length} event${webhook.events.length === 1 ? '' : 's'}`,
          webhook.errorCount ? ` · ${webhook.errorCount} failed` : '',
        ),
      ),
    ),
  );
  $('#empty').hidden = state.webhooks.length > 0;
}

function renderWebhook() {
  const webhook = selected();
  $('#webhook').hidden = !webhook;
  $('#placeholder').hidden = Boolean(webhook) || !$('#webhook-form').hidden;
  if (!webhook) return;
  $('#webhook-url').textContent = webhook.url;
  $('#webhook-meta').textContent =
    `${webhook.id} · ${webhook.active ? 'active' : 'inactive'} · created ${timeOf(webhook.createdAt)}` +
    (webhook.lastPushedAt ? ` · last delivery ${timeOf(webhook.lastPushedAt)}` : '');
  $('#webhook-events').replaceChildren(
    ...webhook.events.map((name) => h('span', { class: 'chip' }, name)),
  );
}

async function loadWebhooks() {
  state.webhooks = await call('GET', `${base}/webhooks`);
  if (state.selectedId && !selected()) state.selectedId = null;
  renderList();
  renderWebhook();
}

async function loadAttempts() {
  if (!state.selectedId) return;
  state.deliveries = await call(
    'GET',
    `${base}/webhooks/${encodeURIComponent(state.selectedId)}/deliveries`,
  );
  renderAttempts(state.deliveries, state.attemptId, openAttempt);
  renderAttempt(
    state.deliveries.find((d) => d.id === state.attemptId),
    redeliver,
  );
}

function openAttempt(delivery) {
  state.attemptId = delivery.id;
  renderAttempts(state.deliveries, state.attemptId, openAttempt);
  renderAttempt(delivery, redeliver);
}

async function select(id) {
  state.selectedId = id;
  state.attemptId = null;
  closeForm();
  renderList();
  renderWebhook();
  renderAttempt(null);
  await loadAttempts();
}

async function save(event) {
  event.preventDefault();
  const input = readForm();
  if (!input) return;
  const subscription = {
    url: input.url,
    events: input.events,
    active: input.active,
    organizationId: credentials.org,
  };
  if (input.id) subscription.id = input.id;
  if (input.key !== '') subscription.key = input.key;
  let webhook;
  try {
    webhook = await call('POST', `${base}/webhooks/subscribe`, { subscription });
  } catch (error) {
    showError(error.field ?? 'form', error.message);
    return;
  }
  closeForm();
  // The key exists in this page only now: shown once, then forgotten (never stored, never fetched again).
  if (input.key !== '') {
    $('#key-value').textContent = input.key;
    $('#key-once').hidden = false;
  }
  toast(input.id ? 'Webhook updated' : 'Webhook added');
  await loadWebhooks();
  await select(webhook.id);
}

function forgetKey() {
  $('#key-value').textContent = '';
  $('#key-once').hidden = true;
}

async function test() {
  await call('POST', `${base}/webhooks/${encodeURIComponent(state.selectedId)}/ping`);
  toast('Test delivery sent');
  await loadAttempts();
  await loadWebhooks();
}

async function redeliver(delivery) {
  await call(
    'POST',
    `${base}/webhooks/${encodeURIComponent(delivery.webhookId)}/deliveries/${encodeURIComponent(delivery.id)}/redeliver`,
  );
  toast('Redelivery sent');
  await loadAttempts();
}

function confirmDelete() {
  const webhook = selected();
  if (!webhook) return;
  $('#confirm-url').textContent = webhook.url;
  $('#confirm-delete').showModal();
}

async function onConfirmClosed() {
  if ($('#confirm-delete').returnValue !== 'delete' || !state.selectedId) return;
  await call('DELETE', `${base}/webhooks/${encodeURIComponent(state.selectedId)}/unsubscribe`);
  state.selectedId = null;
  toast('Webhook deleted');
  await loadWebhooks();
}

/** Any failed action shows its message instead of failing silently. */
function guarded(action) {
  return (...args) => action(...args).catch((error) => toast(`Error: ${error.message}`));
}

async function start() {
  if (!credentials) {
    $('#no-token').hidden = false;
    $('#main').hidden = true;
    $('#add-webhook').hidden = true;
    document.body.dataset.ready = 'true';
    return;
  }
  call = apiClient(credentials);
  if (!credentials.org) credentials.org = (await call('GET', '/_local/info')).organizationId;
  base = `/organizations/${encodeURIComponent(credentials.org)}`;
  $('#org').textContent = credentials.org;
  renderEventChoices(await call('GET', `${base}/webhooks/events`));
  clearErrorsOnEdit();
  $('#add-webhook').addEventListener('click', () => {
    state.selectedId = null;
    renderList();
    renderWebhook();
    openForm(null);
    $('#placeholder').hidden = true;
  });
  $('#generate-key').addEventListener('click', () => ($('#key').value = generateKey()));
  $('#webhook-form').addEventListener('submit', guarded(save));
  $('#cancel').addEventListener('click', () => {
    closeForm();
    renderWebhook();
  });
  $('#copy-key').addEventListener(
    'click',
    guarded(async () =>
      toast(
        (await copy($('#key-value').textContent))
          ? 'Copied'
          : 'Copy refused: select the key and copy it',
      ),
    ),
  );
  $('#key-done').addEventListener('click', forgetKey);
  $('#test-webhook').addEventListener('click', guarded(test));
  $('#edit-webhook').addEventListener('click', () => {
    forgetKey();
    openForm(selected());
    $('#webhook').hidden = true;
    $('#placeholder').hidden = true;
  });
  $('#delete-webhook').addEventListener('click', confirmDelete);
  $('#confirm-delete').addEventListener('close', guarded(onConfirmClosed));
  $('#refresh-attempts').addEventListener('click', guarded(loadAttempts));
  await loadWebhooks();
  document.body.dataset.ready = 'true';
}

start().catch((error) => {
  toast(`Error: ${error.message}`);
  document.body.dataset.ready = 'true';
});
