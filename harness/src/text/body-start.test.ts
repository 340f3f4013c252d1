import { describe, expect, it } from 'vitest';
import { bodyStart } from './body-start.ts';

describe('bodyStart', () => {
  it('puts a body on one line and cuts it at 120 characters', () => {
    expect(bodyStart('{"ok":\n  true}')).toBe('{"ok": true}');
    expect(bodyStart(' \n ')).toBe('(empty body)');
    expect(bodyStart('x'.repeat(200))).toBe(`${'x'.repeat(120)}…`);
  });

  it("shows an HTML page's words, not its <head>: a framework's CSRF page, a proxy's 502", () => {
    // the shape of Django's 403 page: a long <head> with a style block, then the reason
    const django = `<!DOCTYPE html>
<html lang="en">
<head>
  <meta http-equiv="content-type" content="text/html; charset=utf-8">
  <meta name="robots" content="NONE,NOARCHIVE">
  <title>403 Forbidden</title>
  <style type="text/css">html * { padding:0; margin:0; } body * { padding:10px 20px; }</style>
  <script>var page = '<p>not shown</p>';</script>
</head>
<body>
<div id="summary"><h1>Forbidden <span>(403)</span></h1><p>CSRF verification failed. Request aborted.</p></div>
</body>
</html>`;
    expect(bodyStart(django)).toBe(
      '403 Forbidden Forbidden (403) CSRF verification failed. Request aborted.',
    );
    const nginx =
      '<html>\r\n<head><title>502 Bad Gateway</title></head>\r\n<body>\r\n<center><h1>502 Bad Gateway</h1></center>\r\n<hr><center>nginx/1.22.1</center>\r\n</body>\r\n</html>';
    expect(bodyStart(nginx)).toBe('502 Bad Gateway 502 Bad Gateway nginx/1.22.1');
    expect(bodyStart('<!doctype html><p>Caf&eacute; &amp; &lt;co&gt;</p>')).toBe('Café & <co>');
    // a page that is all markup, or cut inside a script, shows nothing rather than code
    expect(bodyStart('<html><head><script>let x = 1;')).toBe('(empty body)');
    // text that merely contains markup is not a page
    expect(bodyStart('error: <b>bad</b> request')).toBe('error: <b>bad</b> request');
  });
});
