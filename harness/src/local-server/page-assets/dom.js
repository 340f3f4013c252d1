// The DOM and HTTP helpers both pages share (the listener's inspector and serve's settings
// page). One file, served to each page at /dom.js by staticPage from this folder, so each
// page's modules import './dom.js' from their own origin (CSP script-src 'self').
// Text always goes in as text nodes, never as HTML.

export const $ = (selector) => document.querySelector(selector);

/** Builds an element: h('li', { class: 'x', onclick: f }, 'text', child). */
export function h(tag, attributes = {}, ...children) {
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

/** Calls the page's own JSON API; a non-2xx answer throws its error message. */
export async function api(path, options = {}) {
  const response = await fetch(path, {
    ...options,
    headers: options.body ? { 'content-type': 'application/json' } : undefined,
  });
  const data = await response.json().catch(() => ({}));
  if (!response.ok)
    throw new Error(data.error?.message ?? `${response.status} ${response.statusText}`);
  return data;
}

/** The CSS class of an HTTP status: ok (2xx), bad (5xx), warn (anything else). */
export function statusClass(status) {
  if (status >= 200 && status < 300) return 'ok';
  if (status >= 500) return 'bad';
  return 'warn';
}

/** The local time of day of an ISO 8601 moment (the text itself when it is not a date). */
export function timeOf(iso) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleTimeString([], { hour12: false });
}

/** The local date and time of an ISO 8601 moment (the text itself when it is not a date). */
export function dateTimeOf(iso) {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : date.toLocaleString([], { hour12: false });
}

/** Copies text to the clipboard; false when the browser refuses (the text stays on screen). */
export async function copy(text) {
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
/** Shows a short message in the corner. */
export function toast(message) {
  const element = $('#toast');
  element.textContent = message;
  element.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => (element.hidden = true), 4000);
}
