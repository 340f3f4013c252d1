// Status badges and client-side filtering of delivery summaries.
import { h, statusClass } from './dom.js';

/** The badges of one delivery: status, signature, schema, User-Agent, forward, replay, tunnel. */
export function marks(delivery) {
  const out = [
    h(
      'span',
      { class: `badge ${statusClass(delivery.status)}`, 'data-mark': 'status' },
      delivery.status,
    ),
  ];
  const sig = delivery.signature.status;
  if (sig === 'verified')
    out.push(h('span', { class: 'badge ok', 'data-mark': 'signature' }, '✓ signed'));
  else if (sig === 'failed')
    out.push(h('span', { class: 'badge bad', 'data-mark': 'signature' }, '✗ signature'));
  const valid = delivery.validation.status;
  if (valid === 'valid')
    out.push(h('span', { class: 'badge ok', 'data-mark': 'schema' }, '✓ schema'));
  const drift = delivery.validation.drift ?? [];
  if (valid === 'valid' && drift.length > 0) {
    out.push(
      h(
        'span',
        {
          class: 'badge warn',
          'data-mark': 'drift',
          title: 'accepted; the contract does not know these yet',
        },
        `⚠ drift (${drift.length})`,
      ),
    );
  } else if (valid === 'invalid')
    out.push(
      h(
        'span',
        { class: 'badge bad', 'data-mark': 'schema' },
        `✗ schema (${delivery.validation.issues.length})`,
      ),
    );
  if (!delivery.userAgent.ok)
    out.push(
      h(
        'span',
        { class: 'badge warn', title: `expected ${delivery.userAgent.expected}` },
        'user-agent',
      ),
    );
  if (delivery.forward) {
    const f = delivery.forward;
    out.push(
      h(
        'span',
        {
          class: `badge ${f.status === null || f.error ? 'bad' : statusClass(f.status)}`,
          title: f.route ? `route ${f.route} → ${f.url}` : f.url,
        },
        `→ app ${f.error ? 'failed' : f.status}`,
      ),
    );
  }
  if (delivery.via === 'replay')
    out.push(h('span', { class: 'badge', 'data-mark': 'replay' }, '↻ replay'));
  if (delivery.via === 'tunnel') out.push(h('span', { class: 'badge' }, 'tunnel'));
  if (delivery.ignored)
    out.push(h('span', { class: 'badge', title: 'not in --events' }, 'ignored'));
  return out;
}

/** The same rules as the API's filter (../records/match-record.ts), for deliveries arriving live. */
export function matches(delivery, filter) {
  if (filter.event && (delivery.event ?? '(none)') !== filter.event) return false;
  const s = filter.status;
  if (!s) return true;
  if (s === 'unverified') return delivery.signature.status === 'failed';
  if (s === 'invalid') return delivery.validation.status === 'invalid';
  if (s === 'drifted')
    return delivery.validation.status === 'valid' && (delivery.validation.drift ?? []).length > 0;
  if (/^[1-5]xx$/.test(s)) return Math.floor(delivery.status / 100) === Number(s[0]);
  return String(delivery.status) === s;
}
