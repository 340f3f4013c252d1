/** Something in front of the receiver's code that answered for it, and what to do about it. */
export interface InFront {
  /** Who answered, as `the answer came from <who>, not the receiver's code` reads. */
  who: string;
  fix: string;
}

/** The answer headers {@link answeredInFront} reads, each present only when the answer had it. */
export interface InFrontHeaders {
  location?: string;
  authenticate?: string;
  amznErrorType?: string;
}

/**
 * Picks the headers {@link answeredInFront} reads (`Location`, `WWW-Authenticate`,
 * `x-amzn-ErrorType`) out of an answer, whatever shape its headers have: `header(name)` is asked
 * for each by its lower-case name; a repeated one (an array) counts by its first value.
 *
 * @example
 * ```ts
 * import { answeredInFront, inFrontHeaders } from '@designhooks/testing';
 * const res = await fetch(url, { method: 'POST', body, redirect: 'manual' });
 * answeredInFront({
 *   status: res.status,
 *   body: await res.text(),
 *   ...inFrontHeaders((name) => res.headers.get(name) ?? undefined),
 * })?.who;
 * ```
 */
export function inFrontHeaders(
  header: (name: string) => string | readonly string[] | undefined,
): InFrontHeaders {
  const picked: InFrontHeaders = {};
  for (const [key, name] of HEADER_NAMES) {
    const value = header(name);
    const first = typeof value === 'string' ? value : value?.[0];
    if (first !== undefined) picked[key] = first;
  }
  return picked;
}

const HEADER_NAMES: readonly (readonly [keyof InFrontHeaders, string])[] = [
  ['location', 'location'],
  ['authenticate', 'www-authenticate'],
  ['amznErrorType', 'x-amzn-errortype'],
];

/** Enough of an answer's body to find a framework's or a tunnel's page in it. */
const SCANNED_CHARS = 65_536;

/**
 * Tells an answer that did not come from the receiver's code: a web framework's CSRF protection
 * (Django's 403 page, Flask-WTF's 400, Rails' development 422 and csurf say CSRF; Rails' production
 * 422 page says "The change you wanted was rejected"; Laravel answers 419, a status only it
 * uses), an ngrok tunnel's error page (`ERR_NGROK_<code>`, whatever its
 * status: ngrok has answered its "could not reach the upstream" page with 400 as well as 502),
 * a proxy's gateway error page, nginx's or Apache's own 403 (an IP allowlist) or 413 (its body
 * limit) page, Heroku's Application Error page (the app is not running),
 * Cloudflare's challenge or block page, Google Cloud's IAM check in front of Cloud Run, Supabase's
 * JWT check in front of an Edge Function, Vercel's Deployment Protection (a preview deployment's
 * sign-in wall), a 401 that asks for credentials (`WWW-Authenticate`: basic auth in a proxy, a
 * framework's bearer-token middleware), API Gateway's answer for a path it has no route for or
 * its own 403 (an API key required, IAM or a resource policy, a Lambda authorizer's deny), a
 * designhooks listener that could not forward it to the app behind it (`listen --forward-to`),
 * Node's HTTP/2-only server refusing an HTTP/1.1 request (no `allowHTTP1`),
 * or a redirect to a sign-in page (an authentication middleware guarding every route: NextAuth,
 * Clerk, Devise, Django's `login_required`). Such an answer says nothing of the receiver: a refusal a case wanted proves
 * nothing, and the fix is in front of the code.
 *
 * @example
 * ```ts
 * answeredInFront({ status: 419, body: '<title>Page Expired</title>' })?.who; // "the framework's CSRF protection"
 * answeredInFront({ status: 401, body: '{"error":"bad signature"}' }); // undefined
 * ```
 */
export function answeredInFront({
  status,
  body = '',
  location,
  authenticate,
  amznErrorType,
}: {
  status: number;
  body?: string | undefined;
  location?: string | undefined;
  /** The answer's `WWW-Authenticate` header: a 401 with a challenge asks for credentials. */
  authenticate?: string | undefined;
  /** The answer's `x-amzn-ErrorType` header: AWS API Gateway names a refusal of its own so. */
  amznErrorType?: string | undefined;
}): InFront | undefined {
  if (status >= 300 && status < 400)
    return /^https:\/\/vercel\.com\/(sso-api|login)\b/i.test(location ?? '')
      ? VERCEL_PROTECTION
      : signInRedirect(location);
  if (status < 400) return undefined; // the receiver's own (and nothing copied for it)
  const page = body.slice(0, SCANNED_CHARS);
  if (status === 401 && /vercel\.com\/sso-api|_vercel_sso_nonce/i.test(page))
    return VERCEL_PROTECTION;
  const ngrok = /\bERR_NGROK_(\d+)\b/.exec(page)?.[1];
  if (ngrok === '8012')
    return {
      who: 'the ngrok tunnel, which could not reach the receiver behind it (ERR_NGROK_8012)',
      fix: 'start the receiver on the address the tunnel forwards to',
    };
  if (ngrok === '3200')
    return {
      who: 'ngrok: the tunnel is offline (ERR_NGROK_3200)',
      fix: 'start the tunnel again and check the URL against the one it prints',
    };
  if (ngrok)
    return { who: `ngrok (ERR_NGROK_${ngrok})`, fix: "ngrok's page for that code says why" };
  if (status === 403 && /"message"\s*:\s*"Missing Authentication Token"/.test(page))
    return {
      who: 'AWS API Gateway, which has no POST route at this path (Missing Authentication Token)',
      fix: 'check the path and its stage (/prod/webhooks) and that POST is deployed',
    };
  const apiGateway = status === 403 ? apiGatewayRefusal(page, amznErrorType) : undefined;
  if (apiGateway) return apiGateway;
  // Supabase Edge Functions check a Supabase JWT before the function runs, unless deployed
  // without: hosted `{"code":401,"message":...}`, the local runtime `{"msg":"Error: ..."}`
  if (
    status === 401 &&
    /^\s*\{\s*"(?:code"\s*:\s*401\s*,\s*"message|msg)"\s*:\s*"(?:Error: )?(?:Missing authorization header|Invalid JWT)"/.test(
      page,
    )
  )
    return {
      who: "Supabase's JWT check in front of the Edge Function",
      fix: 'a delivery carries no Supabase JWT: deploy the function with --no-verify-jwt (verify_jwt = false in supabase/config.toml); its signature authenticates it',
    };
  if (status === 403 && /does not have permission to \w+ URL/i.test(page))
    return {
      who: "Google Cloud's IAM check in front of the service (Cloud Run or Cloud Functions requiring authentication)",
      fix: 'allow unauthenticated invocations of the webhook service (gcloud run deploy --allow-unauthenticated, or roles/run.invoker for allUsers); its signature authenticates each delivery',
    };
  // node:http2's secure server without allowHTTP1 answers an HTTP/1.1 request with this 403
  if (status === 403 && /Missing ALPN Protocol, expected `h2`/.test(page))
    return {
      who: "Node's HTTP/2 server, which speaks only HTTP/2 (http2.createSecureServer without allowHTTP1)",
      fix: "create it with { allowHTTP1: true }: the platform's documented delivery is an HTTP/1.1 request (Connection: close), and a sender that does not negotiate HTTP/2 gets this 403",
    };
  if (status === 502 && /"code":"forward_failed"/.test(page))
    return {
      who: 'the designhooks listener, which could not forward it to the app behind it',
      fix: "start the app at the --forward-to URL, or see the listener's line for this delivery (the app's TLS, an answer past the 10 s deadline or over 1 MiB)",
    };
  if (
    status === 419 ||
    (status < 500 && /csrf|xsrf|authenticity.?token/i.test(page)) ||
    // Rails in production answers an invalid authenticity token with its public/422.html
    (status === 422 && /The change you wanted was rejected/i.test(page))
  )
    return {
      who: "the framework's CSRF protection",
      fix: 'a delivery carries no CSRF token: exempt the webhook route (the signature authenticates it), see docs/check.md "CSRF protection"',
    };
  if (
    (status === 403 || status === 503) &&
    /cloudflare/i.test(page) &&
    /just a moment|attention required|you have been blocked|cf-chl/i.test(page)
  )
    return {
      who: "Cloudflare's bot protection (a challenge or block page)",
      fix: "let the webhook route through (a WAF skip rule for its path): the platform's sender cannot solve a challenge",
    };
  if (status === 503 && /herokucdn\.com\/error-pages|heroku logs --tail/i.test(page))
    return {
      who: "Heroku's router: the app is not running (its Application Error page)",
      fix: '`heroku logs --tail` says why: the app crashed, did not bind $PORT in time, or has no web dyno',
    };
  // a web server's own error page, its name in the footer: the request never reached the app
  const server = /<center>nginx\b[^<]*<\/center>/i.test(page)
    ? 'nginx'
    : /<address>Apache\b[^<]* Server at /i.test(page)
      ? 'Apache'
      : undefined;
  if (server && status === 403)
    return {
      who: `${server} in front of the receiver (its 403 Forbidden page: an IP allowlist or a deny rule)`,
      fix: 'let requests to the webhook route through to the app (the platform does not publish the addresses it sends from); run the check from an address the rule allows',
    };
  if (server && status === 413)
    return {
      who: `${server} in front of the receiver (its 413 page: its own body limit)`,
      fix:
        server === 'nginx'
          ? 'raise client_max_body_size to at least 1m for the webhook route (a push of 1,000 commits is about 540 KiB)'
          : 'raise LimitRequestBody to at least 1 MiB for the webhook route (a push of 1,000 commits is about 540 KiB)',
    };
  if ((status === 502 || status === 504) && /\b(bad gateway|gateway time-?out)\b/i.test(page))
    return {
      who: `a proxy in front of the receiver (${status} ${status === 502 ? 'Bad Gateway' : 'Gateway Timeout'})`,
      fix:
        status === 502
          ? 'start the receiver behind it, or point the proxy at its address'
          : "answer within the proxy's timeout: answer first and work later",
    };
  // a challenge for credentials the platform cannot give: basic auth, a bearer-token middleware
  const scheme =
    status === 401
      ? /^\s*(Basic|Bearer|Digest|Negotiate)\b/i.exec(authenticate ?? '')?.[1]
      : undefined;
  if (scheme)
    return {
      who: `HTTP authentication guarding the route (WWW-Authenticate: ${scheme}): a proxy's or the framework's auth middleware`,
      fix: 'the platform sends no credentials: exempt the webhook route from that authentication (its signature authenticates each delivery)',
    };
  return undefined;
}

// API Gateway's own 403s (AWS's "troubleshoot 403 errors from API Gateway" lists their words):
// an API key the method requires, or its WAF (`ForbiddenException`, whose body says only
// "Forbidden", so the header must say it too); IAM authorization or a resource policy that does
// not allow an anonymous caller; a Lambda authorizer's deny. The function never ran.
function apiGatewayRefusal(page: string, errorType: string | undefined): InFront | undefined {
  const type = errorType?.split(':', 1)[0]?.trim();
  if (type === 'ForbiddenException' && /^\s*\{\s*"message"\s*:\s*"Forbidden"\s*\}\s*$/.test(page))
    return {
      who: 'AWS API Gateway, which requires an API key (x-api-key) on this method or whose WAF blocked the request (ForbiddenException)',
      fix: "the platform sends no x-api-key: turn off API Key Required on the webhook's method (the Serverless Framework's `private: true`), or let the route through the WAF; its signature authenticates each delivery",
    };
  if (/User: anonymous is not authorized to perform: execute-api:Invoke/.test(page))
    return {
      who: "AWS API Gateway's IAM authorization or resource policy, which does not let an anonymous caller invoke the API",
      fix: "the platform signs no AWS request: set the webhook method's authorization to NONE and allow it in the resource policy; its signature authenticates each delivery",
    };
  if (/"User is not authorized to access this resource/.test(page))
    return {
      who: 'an API Gateway Lambda authorizer, which denied the request',
      fix: 'the platform sends no credentials an authorizer can check: take the authorizer off the webhook route; its signature authenticates each delivery',
    };
  return undefined;
}

// A Vercel deployment's "Authentication Required" wall (401, or a redirect to Vercel's sign-in),
// on preview deployments by default: in front of the app, whatever the app does.
const VERCEL_PROTECTION: InFront = {
  who: "Vercel's Deployment Protection (its sign-in wall)",
  fix: 'the platform cannot sign in to Vercel: turn Deployment Protection off for this deployment, or create a Protection Bypass for Automation secret and register the URL with ?x-vercel-protection-bypass=<secret>',
};

// Where authentication middleware sends a request without a session: /login, /users/sign_in,
// /api/auth/signin, /accounts/login/, /oauth2/start ...
const SIGN_IN_PATH = /\b(log[-_]?in|sign[-_]?in|auth|oauth2?|authorize|sso)\b/i;

function signInRedirect(location: string | undefined): InFront | undefined {
  if (!location) return undefined;
  let path: string;
  try {
    path = new URL(location, 'http://127.0.0.1').pathname;
  } catch {
    return undefined;
  }
  if (!SIGN_IN_PATH.test(path)) return undefined;
  return {
    who: `a redirect to a sign-in page (${path.slice(0, 100)}): authentication middleware guards the route`,
    fix: 'make the webhook route public (a delivery has no session or login; its signature authenticates it)',
  };
}
