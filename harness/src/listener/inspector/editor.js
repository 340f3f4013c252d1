// Edit and replay: the body of a received delivery in a text editor, with the JSON parse error
// shown inline and the schema's verdict live, sent re-signed (or with the original signature).
import { appRoute } from './detail.js';
import { api, h, toast } from './dom.js';

/** Waits this long after the last keystroke before asking the listener for the verdict. */
const VERDICT_DELAY_MS = 250;

/** The editor panel for `record` (GET /api/deliveries/:id); `onReplayed(summary)` selects the new record. */
export function renderEditor(record, info, onReplayed) {
  const area = h('textarea', {
    id: 'editor-body',
    class: 'editor',
    'aria-label': 'Body JSON',
    'aria-describedby': 'editor-error editor-verdict',
    spellcheck: 'false',
    autocomplete: 'off',
    rows: '22',
  });
  area.value = initialText(record.body);
  const error = h('p', { id: 'editor-error', class: 'editor-error', role: 'status' });
  const verdict = h('div', {
    id: 'editor-verdict',
    class: 'editor-verdict',
    'aria-live': 'polite',
  });
  const resign = h('input', {
    type: 'radio',
    name: 'editor-signature',
    id: 'editor-resign',
    value: 'resign',
    checked: info?.secretSet ? true : undefined,
    disabled: info?.secretSet ? undefined : true,
  });
  const original = h('input', {
    type: 'radio',
    name: 'editor-signature',
    id: 'editor-original',
    value: 'original',
    checked: info?.secretSet ? undefined : true,
  });
  const route = appRoute(record.event, info);
  const target = h(
    'select',
    { id: 'editor-target', 'aria-label': 'Send to' },
    h('option', { value: 'listener' }, 'the listener (webhook path)'),
    route ? h('option', { value: 'forward' }, `the app (${route.url})`) : null,
  );
  const send = h('button', { type: 'button', id: 'action-replay-edited' }, 'Replay edited');
  let timer;
  let asked = 0;
  const update = () => {
    const parsed = parseError(area.value);
    send.disabled = parsed !== null;
    area.setAttribute('aria-invalid', String(parsed !== null));
    error.textContent = parsed ? `Not valid JSON: ${parsed}` : '';
    error.hidden = parsed === null;
    clearTimeout(timer);
    if (parsed) {
      verdict.replaceChildren();
      return;
    }
    timer = setTimeout(async () => {
      const request = ++asked;
      try {
        const result = await api('/api/check', {
          method: 'POST',
          body: JSON.stringify({ body: area.value }),
        });
        if (request === asked) verdict.replaceChildren(...renderVerdict(result));
      } catch (failure) {
        if (request === asked) verdict.replaceChildren(`Verdict unavailable: ${failure.message}`);
      }
    }, VERDICT_DELAY_MS);
  };
  area.addEventListener('input', update);
  send.addEventListener('click', async () => {
    send.disabled = true;
    try {
      const { delivery } = await api(`/api/deliveries/${encodeURIComponent(record.id)}/replay`, {
        method: 'POST',
        body: JSON.stringify({
          target: target.value,
          body: area.value,
          signature: original.checked ? 'original' : 'resign',
        }),
      });
      toast(
        `Replayed the edited body: answered ${delivery.status}${delivery.forward ? `, app ${delivery.forward.status ?? 'failed'}` : ''}`,
      );
      onReplayed(delivery);
    } catch (failure) {
      toast(`Replay failed: ${failure.message}`);
    } finally {
      send.disabled = parseError(area.value) !== null;
    }
  });
  const format = h('button', { type: 'button', id: 'editor-format' }, 'Format');
  format.addEventListener('click', () => {
    try {
      area.value = JSON.stringify(JSON.parse(area.value), null, 2);
      update();
    } catch {
      area.focus();
    }
  });
  queueMicrotask(update);
  return h(
    'section',
    { id: 'editor', class: 'editor-pane', 'aria-label': 'Edit and replay' },
    h('h3', {}, `Edit and replay ${record.event ?? record.id}`),
    h(
      'p',
      { class: 'meta' },
      'The bytes in the box are the bytes sent. The replay is recorded as a new delivery linked to ',
      h('code', {}, record.id),
      '.',
    ),
    area,
    error,
    verdict,
    h(
      'div',
      { class: 'actions' },
      h(
        'fieldset',
        { class: 'signature-mode' },
        h('legend', {}, 'Signature'),
        h('label', {}, resign, " Re-sign with the listener's secret"),
        h('label', {}, original, ' Keep the original signature (to test a rejection)'),
      ),
      h('label', {}, 'Send to ', target),
      format,
      send,
    ),
  );
}

/** Pretty-printed JSON when the body parses (easier to edit), the text as received otherwise. */
function initialText(body) {
  if (body === null) return '';
  try {
    return JSON.stringify(JSON.parse(body), null, 2);
  } catch {
    return body;
  }
}

/** The parse error with its line and column, or null when the text is JSON. */
function parseError(text) {
  try {
    JSON.parse(text);
    return null;
  } catch (failure) {
    const message = String(failure.message).split('\n')[0];
    if (/line \d+/.test(message)) return message;
    // "Unexpected end of JSON input" names no position: the text stops too early.
    const position =
      /position (\d+)/.exec(message)?.[1] ?? (/end of/i.test(message) ? text.length : null);
    if (position === null) return message;
    const before = text.slice(0, Number(position)).split('\n');
    return `${message} (line ${before.length} column ${before.at(-1).length + 1})`;
  }
}

function renderVerdict(result) {
  const { validation } = result;
  if (validation.status === 'valid') {
    const drift = validation.drift ?? [];
    return [
      h('span', { class: 'badge ok' }, '✓ valid'),
      drift.length
        ? h(
            'span',
            {},
            ' ',
            h('span', { class: 'badge warn' }, `⚠ drift (${drift.length})`),
            h(
              'ul',
              { class: 'issues' },
              drift.map((d) => h('li', {}, h('code', {}, d.path || '/'), ` ${d.kind}`)),
            ),
          )
        : '',
    ];
  }
  if (validation.status === 'invalid')
    return [
      h('span', { class: 'badge bad' }, `✗ invalid (${validation.issues.length})`),
      h(
        'ul',
        { class: 'issues' },
        validation.issues.map((i) => h('li', {}, h('code', {}, i.path || '/'), ` ${i.message}`)),
      ),
    ];
  return [
    h('span', { class: 'badge bad' }, `✗ ${result.status} ${result.code ?? ''}`),
    ` ${result.message ?? ''}`,
  ];
}
