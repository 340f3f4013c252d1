import { XMLParser } from 'fast-xml-parser';
import type { CheckReport } from '@designhooks/testing';
import { describe, expect, it } from 'vitest';
import { reportJunit } from './report-junit.ts';
import { reportMarkdown } from './report-markdown.ts';
import { reportText } from './report-text.ts';

// A reason may carry bytes from the network (an error message): every view must stay well-formed.
const hostile = 'answered 500 <b>&"it\'s"</b> | `x` \u0001\u001b[2J\nsecond line';
const report: CheckReport = {
  url: 'https://127.0.0.1:8443/webhooks?a=1&b=<2>',
  passed: false,
  authenticityChecked: false,
  cases: [
    {
      id: 'event.project.created',
      severity: 'must',
      verdict: 'fail',
      status: 500,
      ms: 1.5,
      reason: hostile,
    },
    {
      id: 'signature.missing',
      severity: 'must',
      verdict: 'skip',
      reason: 'no secret given: authenticity not checked',
    },
    {
      id: 'latency',
      severity: 'should',
      verdict: 'pass',
      ms: 0,
      latency: { p50: 1, p95: Infinity, max: Infinity },
    },
  ],
};

describe('the report views', () => {
  it('junit: well-formed XML whatever the reason holds; the message reads back without the control characters', () => {
    const xml = reportJunit(report);
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml);
    const suite = parsed.testsuites.testsuite;
    expect([suite.tests, suite.failures, suite.skipped]).toEqual(['3', '1', '1']);
    expect(suite.name).toBe(`designhooks check ${report.url}`);
    expect(suite.testcase[0].failure.message).toBe(
      hostile.split('\u0001').join('\uFFFD').split('\u001b').join('\uFFFD').replace('\n', ' '),
    );
    expect(['\u0001', '\u001b'].filter((c) => xml.includes(c))).toEqual([]);
  });

  it('markdown: one row per case, the reason on one line with its pipes escaped', () => {
    const rows = reportMarkdown(report)
      .split('\n')
      .filter((line) => line.startsWith('| ') && line.includes('`'));
    expect(rows).toHaveLength(3);
    for (const row of rows) expect(row.split(/(?<!\\)\|/)).toHaveLength(8);
    expect(rows[0]).toContain('second line');
  });

  it('text and markdown list the cases run; JUnit keeps the ones --only / --skip left out', () => {
    const selected: CheckReport = {
      ...report,
      cases: [
        ...report.cases,
        {
          id: 'load.burst',
          severity: 'must',
          verdict: 'skip',
          reason: 'not selected (--only / --skip)',
          selected: false,
        },
      ],
    };
    expect(reportText(selected)).not.toContain('load.burst');
    expect(reportText(selected)).toContain('2 skipped (1 not selected)');
    expect(reportMarkdown(selected)).not.toContain('load.burst');
    expect(reportMarkdown(selected)).toContain('2 skipped (1 not selected)');
    expect(reportJunit(selected)).toContain('load.burst');
  });

  it('text: no answer shown as such, the authenticity note last', () => {
    const text = reportText(report);
    expect(text).toMatch(/^pass +should +latency .*p50 1 ms, p95 no answer, max no answer$/m);
    expect(text.trimEnd().split('\n').at(-1)).toMatch(/^authenticity was not checked/);
  });

  it('every view says the one cause behind the failures, when the run found one, before the authenticity note', () => {
    const cause = `no delivery was answered: ${hostile}`;
    const withCause: CheckReport = { ...report, commonCause: cause };
    const text = reportText(withCause).trimEnd().split('\n');
    // one line (the CLI then escapes the control characters)
    expect(text.at(-2)).toBe(`one cause behind the failures: ${cause.replace('\n', ' ')}`);
    expect(text.find((line) => line.includes('event.project.created'))).toMatch(/second line$/);
    expect(text.at(-1)).toMatch(/^authenticity was not checked/);
    const quotes = reportMarkdown(withCause)
      .split('\n')
      .filter((line) => line.startsWith('> '));
    expect(quotes).toHaveLength(2);
    expect(quotes[0]).toMatch(
      /^> one cause behind the failures: no delivery was answered: answered 500 .*second line$/,
    );
    const xml = reportJunit(withCause);
    const parsed = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '' }).parse(xml);
    const notes = parsed.testsuites.testsuite.properties.property as Array<{ value: string }>;
    expect(notes.map((n) => n.value.split(':')[0])).toEqual([
      'one cause behind the failures',
      'authenticity was not checked',
    ]);
    // without a cause, no such line anywhere
    expect(reportText(report)).not.toContain('one cause');
    expect(reportMarkdown(report)).not.toContain('one cause');
    expect(reportJunit(report)).not.toContain('one cause');
  });

  it('the summary shows a short run in milliseconds, never 0.0 s', () => {
    // the cases of the report above took 1.5 ms
    expect(reportText(report)).toMatch(
      /^3 cases: 1 passed, 1 failed \(1 must\), 1 skipped in 2 ms: FAILED$/m,
    );
    const long = { ...report, cases: report.cases.map((c) => ({ ...c, ms: 1234 })) };
    expect(reportText(long)).toMatch(/ in 3\.7 s: FAILED$/m);
  });
});
