// The page talks to the same management API abstract-sdk calls, with the token serve printed.
// The token arrives in the URL fragment (never sent to the server, never in a Referer), is kept
// in this tab's sessionStorage so a reload still works, and the fragment is cleared at once.

const STORAGE = 'designhooks-serve';

/** Reads `#token=…&org=…` once, stores it for this tab, and removes it from the address bar. */
export function takeCredentials() {
  const fragment = new URLSearchParams(location.hash.slice(1));
  if (fragment.get('token')) {
    sessionStorage.setItem(
      STORAGE,
      JSON.stringify({ token: fragment.get('token'), org: fragment.get('org') ?? '' }),
    );
    history.replaceState(null, '', location.pathname + location.search);
  }
  try {
    const stored = JSON.parse(sessionStorage.getItem(STORAGE) ?? 'null');
    return stored && typeof stored.token === 'string' ? stored : null;
  } catch {
    return null;
  }
}

/** An API error: the HTTP status, and the field a 422 names. */
export class ApiError extends Error {
  constructor(status, body) {
    super(body?.error?.message ?? `the server answered ${status}`);
    this.status = status;
    this.field = body?.error?.field;
  }
}

/** Calls the management API; resolves with the JSON answer (undefined for 204), throws ApiError. */
export function apiClient(credentials) {
  return async (method, path, body) => {
    const response = await fetch(path, {
      method,
      headers: {
        authorization: `Bearer ${credentials.token}`,
        'abstract-api-version': '8',
        ...(method === 'GET' ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
    const data = response.status === 204 ? undefined : await response.json().catch(() => undefined);
    if (!response.ok) throw new ApiError(response.status, data);
    return data;
  };
}
