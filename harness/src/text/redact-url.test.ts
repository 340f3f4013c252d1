import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url.ts';

describe('redactUrl', () => {
  it('hides credentials and the values of query parameters named like secrets', () => {
    expect(redactUrl('https://user:pw@example.test/x')).toBe('https://***@example.test/x');
    expect(
      redactUrl('https://app.test/api/hooks?x-vercel-protection-bypass=abc123&team=7#top'),
    ).toBe('https://app.test/api/hooks?x-vercel-protection-bypass=***&team=7#top');
    expect(redactUrl('https://a.test/h?page=2&api_key=k&Token=t&sig=s&password=p')).toBe(
      'https://a.test/h?page=2&api_key=***&Token=***&sig=***&password=***',
    );
  });

  it('leaves everything else as it is', () => {
    for (const url of ['https://a.test/hooks', 'https://a.test/h?page=2&team=x', 'not a url'])
      expect(redactUrl(url)).toBe(url);
  });
});
