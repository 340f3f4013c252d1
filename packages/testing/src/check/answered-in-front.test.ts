import { describe, expect, it } from 'vitest';
import { answeredInFront, inFrontHeaders } from './answered-in-front.ts';

// The answers are stand-ins written after each product's page (its status and the words that
// identify it); docs/check.md says which were run for real (Django, in language-recipes.test.ts).
describe('answeredInFront', () => {
  it("names a framework's CSRF protection, an ngrok tunnel and a proxy", () => {
    const who = (status: number, body?: string) => answeredInFront({ status, body })?.who;
    const csrf = "the framework's CSRF protection";
    expect(who(403, '<p>CSRF verification failed. Request aborted.</p>')).toBe(csrf); // Django
    expect(who(400, 'The CSRF token is missing.')).toBe(csrf); // Flask-WTF
    expect(who(422, 'ActionController::InvalidAuthenticityToken')).toBe(csrf); // Rails (dev)
    const railsProduction =
      "<!DOCTYPE html><html><head><title>The change you wanted was rejected (422)</title></head><body><h1>The change you wanted was rejected.</h1><p>Maybe you tried to change something you didn't have access to.</p></body></html>";
    expect(who(422, railsProduction)).toBe(csrf); // Rails (production: public/422.html)
    expect(who(422, '{"errors":["name is required"]}')).toBeUndefined(); // a receiver's own 422
    expect(who(419, '<title>Page Expired</title>')).toBe(csrf); // Laravel
    const upstream =
      'Traffic was successfully tunneled to the ngrok agent, but the agent failed to establish a connection to the upstream web service at localhost:3000. ERR_NGROK_8012';
    for (const status of [400, 502])
      expect(who(status, upstream)).toBe(
        'the ngrok tunnel, which could not reach the receiver behind it (ERR_NGROK_8012)',
      );
    expect(who(404, 'The endpoint abc.ngrok-free.app is offline. ERR_NGROK_3200')).toBe(
      'ngrok: the tunnel is offline (ERR_NGROK_3200)',
    );
    expect(who(502, 'ERR_NGROK_3004')).toBe('ngrok (ERR_NGROK_3004)');
    expect(who(502, '<title>502 Bad Gateway</title><center>nginx/1.22.1</center>')).toBe(
      'a proxy in front of the receiver (502 Bad Gateway)',
    );
    const forward =
      '{"ok":false,"error":{"code":"forward_failed","message":"forwarding to http://127.0.0.1:3000/webhooks failed: connection refused"}}';
    expect(who(502, forward)).toBe(
      'the designhooks listener, which could not forward it to the app behind it',
    );
    expect(who(403, '{"message":"Missing Authentication Token"}')).toBe(
      'AWS API Gateway, which has no POST route at this path (Missing Authentication Token)',
    );
    const cloudflare = "Cloudflare's bot protection (a challenge or block page)";
    const challenge =
      '<title>Just a moment...</title><script src="/cdn-cgi/challenge-platform/h/g/orchestrate/chl_page/v1?ray=1"></script><div id="cf-chl-widget"></div> Performance &amp; security by Cloudflare';
    expect(who(403, challenge)).toBe(cloudflare);
    expect(
      who(
        403,
        '<title>Attention Required! | Cloudflare</title><h1>Sorry, you have been blocked</h1>',
      ),
    ).toBe(cloudflare);
    expect(who(403, 'Forbidden by our own rules; we use Cloudflare')).toBeUndefined();
    // nginx's and Apache's own pages (ngx_http_special_response.c, Apache's default error document)
    const nginx = (code: string) =>
      `<html>\r\n<head><title>${code}</title></head>\r\n<body>\r\n<center><h1>${code}</h1></center>\r\n<hr><center>nginx/1.22.1</center>\r\n</body>\r\n</html>\r\n`;
    expect(who(403, nginx('403 Forbidden'))).toBe(
      'nginx in front of the receiver (its 403 Forbidden page: an IP allowlist or a deny rule)',
    );
    expect(who(413, nginx('413 Request Entity Too Large'))).toBe(
      'nginx in front of the receiver (its 413 page: its own body limit)',
    );
    expect(
      answeredInFront({ status: 413, body: nginx('413 Request Entity Too Large') })?.fix,
    ).toMatch(/^raise client_max_body_size to at least 1m /);
    const apache =
      '<!DOCTYPE HTML PUBLIC "-//IETF//DTD HTML 2.0//EN">\n<html><head>\n<title>403 Forbidden</title>\n</head><body>\n<h1>Forbidden</h1>\n<p>You don\'t have permission to access this resource.</p>\n<hr>\n<address>Apache/2.4.57 (Debian) Server at 127.0.0.1 Port 443</address>\n</body></html>\n';
    expect(who(403, apache)).toBe(
      'Apache in front of the receiver (its 403 Forbidden page: an IP allowlist or a deny rule)',
    );
    expect(who(403, '{"error":"signature mismatch"}')).toBeUndefined(); // the receiver's own 403
    expect(who(413, '{"error":"body too large"}')).toBeUndefined(); // the receiver's own 413
    expect(who(504, '<h1>504 Gateway Time-out</h1>')).toBe(
      'a proxy in front of the receiver (504 Gateway Timeout)',
    );
  });

  it('names a redirect to a sign-in page: authentication middleware in front of the route', () => {
    const who = (status: number, location?: string) => answeredInFront({ status, location })?.who;
    const guarded = (path: string) =>
      `a redirect to a sign-in page (${path}): authentication middleware guards the route`;
    expect(who(302, '/accounts/login/?next=/webhooks')).toBe(guarded('/accounts/login/')); // Django
    expect(who(302, 'http://127.0.0.1:3000/users/sign_in')).toBe(guarded('/users/sign_in')); // Devise
    expect(who(307, '/api/auth/signin?callbackUrl=%2Fwebhooks')).toBe(guarded('/api/auth/signin'));
    expect(who(307, 'https://127.0.0.1/sign-in?redirect_url=x')).toBe(guarded('/sign-in')); // Clerk
    expect(who(302, '/oauth2/start?rd=%2Fwebhooks')).toBe(guarded('/oauth2/start')); // oauth2-proxy
    // other redirects are the receiver's own (a trailing slash, http to https)
    expect(who(308, '/webhooks/')).toBeUndefined();
    expect(who(301, 'https://127.0.0.1/webhooks')).toBeUndefined();
    expect(who(302)).toBeUndefined();
    expect(who(302, 'http://[not a url')).toBeUndefined();
  });

  it("names Vercel's Deployment Protection: a preview deployment's sign-in wall", () => {
    // its 401 page (title "Authentication Required", a link to Vercel's SSO, a nonce cookie)
    const wall =
      '<!doctype html><html><head><title>Authentication Required</title></head><body><a href="https://vercel.com/sso-api?url=https%3A%2F%2Fhooks-git-preview.vercel.app%2Fapi%2Fwebhooks&nonce=f1">Log in</a></body></html>';
    const vercel = answeredInFront({ status: 401, body: wall });
    expect(vercel?.who).toBe("Vercel's Deployment Protection (its sign-in wall)");
    expect(vercel?.fix).toContain('?x-vercel-protection-bypass=<secret>');
    expect(answeredInFront({ status: 302, location: 'https://vercel.com/sso-api?url=x' })).toEqual(
      vercel,
    );
    // the app's own 401 on Vercel, or another page that mentions Vercel, is the app's
    expect(answeredInFront({ status: 401, body: '{"error":"bad signature"}' })).toBeUndefined();
    expect(answeredInFront({ status: 500, body: 'see vercel.com/sso-api' })).toBeUndefined();
    expect(answeredInFront({ status: 302, location: 'https://vercel.com/docs' })).toBeUndefined();
  });

  it("names Supabase's JWT check in front of an Edge Function", () => {
    const who = (body: string) => answeredInFront({ status: 401, body })?.who;
    const supabase = "Supabase's JWT check in front of the Edge Function";
    expect(who('{"code":401,"message":"Missing authorization header"}')).toBe(supabase);
    expect(who('{"msg":"Error: Missing authorization header"}')).toBe(supabase); // local runtime
    expect(who('{"code":401,"message":"Invalid JWT"}')).toBe(supabase);
    // a receiver's own words are its own
    expect(who('{"error":"Missing authorization header"}')).toBeUndefined();
  });

  it("names Google Cloud's IAM check in front of a Cloud Run service that requires authentication", () => {
    const page =
      '<html><head>\n<meta http-equiv="content-type" content="text/html;charset=utf-8">\n<title>403 Forbidden</title>\n</head>\n<body text=#000000 bgcolor=#ffffff>\n<h1>Error: Forbidden</h1>\n<h2>Your client does not have permission to get URL <code>/webhooks</code> from this server.</h2>\n<h2></h2>\n</body></html>';
    expect(answeredInFront({ status: 403, body: page })?.who).toBe(
      "Google Cloud's IAM check in front of the service (Cloud Run or Cloud Functions requiring authentication)",
    );
    expect(answeredInFront({ status: 403, body: '{"error":"forbidden"}' })).toBeUndefined();
  });

  it('names a 401 that asks for credentials: basic auth in a proxy, bearer-token middleware', () => {
    const who = (authenticate: string, status = 401) =>
      answeredInFront({ status, body: '', authenticate })?.who;
    expect(who('Basic realm="hooks"')).toBe(
      "HTTP authentication guarding the route (WWW-Authenticate: Basic): a proxy's or the framework's auth middleware",
    );
    expect(who('Bearer error="invalid_token"')).toContain('(WWW-Authenticate: Bearer)');
    expect(who('Basic realm="x"', 403)).toBeUndefined(); // a challenge comes with a 401
    expect(who('HMAC-SHA256')).toBeUndefined(); // a scheme of the receiver's own
    // a hosting wall is named as itself, challenge or not
    expect(
      answeredInFront({
        status: 401,
        body: '{"code":401,"message":"Missing authorization header"}',
        authenticate: 'Bearer',
      })?.who,
    ).toBe("Supabase's JWT check in front of the Edge Function");
  });

  it("names API Gateway's own 403s: an API key required (its header says so), IAM or a resource policy, a Lambda authorizer", () => {
    const who = (body: string, amznErrorType?: string, status = 403) =>
      answeredInFront({ status, body, amznErrorType })?.who;
    const apiKey =
      'AWS API Gateway, which requires an API key (x-api-key) on this method or whose WAF blocked the request (ForbiddenException)';
    expect(who('{"message":"Forbidden"}', 'ForbiddenException')).toBe(apiKey);
    // the header as API Gateway may write it, with a link after the name
    expect(
      who('{"message":"Forbidden"}', 'ForbiddenException:http://internal.amazon.com/coral/'),
    ).toBe(apiKey);
    // the same words without the header may be the receiver's own refusal
    expect(who('{"message":"Forbidden"}')).toBeUndefined();
    expect(who('{"message":"Forbidden: bad signature"}', 'ForbiddenException')).toBeUndefined();
    expect(who('{"message":"Forbidden"}', 'ForbiddenException', 401)).toBeUndefined();
    const arn = 'arn:aws:execute-api:eu-west-1:123456789012:abcdef1234/prod/POST/webhooks';
    expect(
      who(
        `{"Message":"User: anonymous is not authorized to perform: execute-api:Invoke on resource: ${arn}"}`,
        'AccessDeniedException',
      ),
    ).toBe(
      "AWS API Gateway's IAM authorization or resource policy, which does not let an anonymous caller invoke the API",
    );
    expect(
      who('{"message":"User is not authorized to access this resource with an explicit deny"}'),
    ).toBe('an API Gateway Lambda authorizer, which denied the request');
  });

  it("names Heroku's router answering for an app that is not running", () => {
    const page =
      '<!DOCTYPE html><html><head><title>Application Error</title><style media="screen">html,body,iframe{margin:0}</style></head><body><iframe src="//www.herokucdn.com/error-pages/application-error.html"></iframe></body></html>';
    expect(answeredInFront({ status: 503, body: page })?.who).toBe(
      "Heroku's router: the app is not running (its Application Error page)",
    );
    expect(answeredInFront({ status: 500, body: page })).toBeUndefined(); // the app's own 500
  });

  it("leaves the receiver's own answers alone", () => {
    for (const [status, body] of [
      [200, 'CSRF'], // a 2xx is the receiver's, whatever it says
      [401, '{"error":"bad signature"}'],
      [403, ''], // Spring Security's CSRF answer says nothing: run-check words it separately
      [500, 'ERR_NGROK in a stack trace, without a code'],
      [502, '{"error":"upstream API failed"}'], // the receiver's own 502
      [500, 'Bad Gateway'], // not a gateway status
    ] as const)
      expect(answeredInFront({ status, body }), `${status} ${body}`).toBeUndefined();
    expect(answeredInFront({ status: 403 })).toBeUndefined(); // no body given
  });
});

describe('inFrontHeaders', () => {
  it('picks Location, WWW-Authenticate and x-amzn-ErrorType, only those present, a repeated one by its first value', () => {
    const headers: Record<string, string | string[]> = {
      location: '/login?next=%2Fwebhooks',
      'www-authenticate': ['Basic realm="hooks"', 'Bearer'],
      'content-type': 'text/html',
    };
    expect(inFrontHeaders((name) => headers[name])).toEqual({
      location: '/login?next=%2Fwebhooks',
      authenticate: 'Basic realm="hooks"',
    });
    expect(inFrontHeaders(() => undefined)).toEqual({});
    const gateway = new Headers({ 'X-Amzn-ErrorType': 'ForbiddenException' });
    const picked = inFrontHeaders((name) => gateway.get(name) ?? undefined);
    expect(picked).toEqual({ amznErrorType: 'ForbiddenException' });
    expect(answeredInFront({ status: 403, body: '{"message":"Forbidden"}', ...picked })?.who).toBe(
      'AWS API Gateway, which requires an API key (x-api-key) on this method or whose WAF blocked the request (ForbiddenException)',
    );
  });
});
