// The Add Webhook / Edit form: URL (HTTPS), optional signing key (typed or generated), events
// grouped by resource (at least one), active. Errors show beside their field.
import { $, h } from './dom.js';

const FIELDS = ['url', 'key', 'events', 'form'];

/** Renders the event checkboxes, grouped as the API's `events` route groups them. */
export function renderEventChoices(events) {
  const groups = new Map();
  for (const event of events) {
    if (!groups.has(event.group.id))
      groups.set(event.group.id, { name: event.group.name, events: [] });
    groups.get(event.group.id).events.push(event);
  }
  $('#event-groups').replaceChildren(
    ...[...groups.values()].map((group) =>
      h(
        'div',
        { class: 'event-group' },
        h('h4', {}, group.name),
        group.events.map((event) =>
          h(
            'label',
            {},
            h('input', { type: 'checkbox', name: 'event', value: event.name }),
            event.name,
          ),
        ),
      ),
    ),
  );
}

export function showError(field, message) {
  const target = FIELDS.includes(field) ? field : 'form';
  const element = $(`#${target}-error`);
  element.textContent = message;
  element.hidden = false;
  const input = target === 'events' ? null : $(`#${target}`);
  if (input && input.tagName === 'INPUT') input.setAttribute('aria-invalid', 'true');
}

function clearErrors() {
  for (const field of FIELDS) {
    $(`#${field}-error`).hidden = true;
    $(`#${field}`)?.removeAttribute?.('aria-invalid');
  }
}

/** Opens the form empty (add) or filled with a webhook (edit); the key field always starts empty. */
export function openForm(webhook) {
  clearErrors();
  const form = $('#webhook-form');
  form.dataset.id = webhook?.id ?? '';
  $('#form-title').textContent = webhook ? 'Edit webhook' : 'Add Webhook';
  $('#save').textContent = webhook ? 'Save changes' : 'Add Webhook';
  $('#url').value = webhook?.url ?? '';
  $('#key').value = '';
  $('#key').placeholder = webhook ? 'leave empty to keep the current key' : 'none';
  $('#key-help').textContent = webhook
    ? 'A new key replaces the current one; it is shown once, right after you save.'
    : 'Shown only once, right after you save.';
  $('#active').checked = webhook?.active ?? true;
  for (const box of document.querySelectorAll('input[name="event"]'))
    box.checked = webhook?.events.includes(box.value) ?? false;
  form.hidden = false;
  $('#url').focus();
}

export function closeForm() {
  $('#webhook-form').hidden = true;
}

/** A random signing key in the harness's format (`whsec_` + 32 random bytes, base64url). */
export function generateKey() {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return `whsec_${btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '')}`;
}

/** Reads and checks the form (HTTPS URL, at least one event); null after showing the errors. */
export function readForm() {
  clearErrors();
  const url = $('#url').value.trim();
  const key = $('#key').value;
  const events = [...document.querySelectorAll('input[name="event"]:checked')].map(
    (box) => box.value,
  );
  let ok = true;
  let parsed = null;
  try {
    parsed = new URL(url);
  } catch {
    parsed = null;
  }
  if (!parsed) {
    showError('url', 'Enter the full endpoint URL, starting with https://');
    ok = false;
  } else if (parsed.protocol !== 'https:') {
    showError('url', 'The URL must use HTTPS (https://…).');
    ok = false;
  }
  if (events.length === 0) {
    showError('events', 'Select at least one event.');
    ok = false;
  }
  if (!ok) return null;
  return {
    id: $('#webhook-form').dataset.id || undefined,
    url,
    key,
    events,
    active: $('#active').checked,
  };
}

/** A field's error goes away as soon as the field is changed. */
export function clearErrorsOnEdit() {
  const clear = (field) => {
    $(`#${field}-error`).hidden = true;
    $(`#${field}`).removeAttribute('aria-invalid');
  };
  $('#url').addEventListener('input', () => clear('url'));
  $('#key').addEventListener('input', () => clear('key'));
  $('#events').addEventListener('change', () => clear('events'));
}
