import { describe, expect, it } from 'vitest';
import { swallowedError, swallowedNote } from './swallowed-error.ts';

const sent = Buffer.from('{"event":"project.updated","data":{"object":{"name":"Brand"}}}');

describe('swallowedError', () => {
  it("finds a runtime's failure words in a 2xx answer, as the sentence they are in", () => {
    for (const [answer, words] of [
      [
        '{"error":"Cannot read properties of undefined (reading \'id\')"}',
        "Cannot read properties of undefined (reading 'id')",
      ],
      ['{"ok":false,"error":"TypeError: fetch failed"}', 'TypeError: fetch failed'],
      ['{"message":"prisma is not defined"}', 'prisma is not defined'],
      ['{"error":"db.insert is not a function"}', 'db.insert is not a function'],
      [
        'Traceback (most recent call last):\n  File "app.py", line 9',
        'Traceback (most recent call last):',
      ],
      [
        '{"error":"runtime error: invalid memory address or nil pointer dereference"}',
        'runtime error: invalid memory address or nil pointer dereference',
      ],
      ['{"error":"java.lang.NullPointerException"}', 'java.lang.NullPointerException'],
      [
        '{"error":"Object reference not set to an instance of an object."}',
        'Object reference not set to an instance of an object.',
      ],
      [
        'PHP Fatal error:  Uncaught Error: Call to undefined function',
        'PHP Fatal error:  Uncaught Error: Call to undefined function',
      ],
      [
        '{"error":"undefined method `[]\' for nil:NilClass (NoMethodError)"}',
        "undefined method `[]' for nil:NilClass (NoMethodError)",
      ],
      ['{"error":"connect ECONNREFUSED 127.0.0.1:5432"}', 'connect ECONNREFUSED 127.0.0.1:5432'],
    ] as const)
      expect(swallowedError(answer, sent), answer).toBe(words);
  });

  it('leaves a plain acknowledgement, an own refusal word and an echoed delivery alone', () => {
    for (const answer of [
      undefined,
      '',
      '{"ok":true}',
      '{"received":true,"ignored":"unknown event"}',
      '{"error":null}',
      'OK',
    ])
      expect(swallowedError(answer, sent), String(answer)).toBeUndefined();
    // the words are the delivery's own, echoed back
    const comment = Buffer.from('{"data":{"object":{"body":"it throws a TypeError on save"}}}');
    expect(swallowedError(comment.toString(), comment)).toBeUndefined();
  });

  it('cuts long words, escapes control characters, and searches only the start of an answer', () => {
    const long = swallowedError(`{"error":"TypeError: ${'x'.repeat(300)}"}`, sent)!;
    expect(long).toHaveLength(121);
    expect(long.endsWith('…')).toBe(true);
    expect(swallowedError('{"error":"TypeError: \u001b[31mred"}', sent)).toBe(
      'TypeError: \\u001b[31mred',
    );
    expect(swallowedError(`${' '.repeat(4096)}TypeError: late`, sent)).toBeUndefined();
  });
});

describe('swallowedNote', () => {
  it('says it of a 2xx only, as one clause, from the excerpt when there is one', () => {
    const body = '{"error":"TypeError: x is not a function"}';
    expect(swallowedNote({ status: 200, body }, sent)).toBe(
      'its answer carries an error ("TypeError: x is not a function"): the handler failed and answered 2xx anyway, so the platform records the delivery as delivered and never retries it; answer 5xx when handling fails (NextResponse.json({ error }, { status: 500 }), res.status(500).json(...))',
    );
    for (const status of [199, 300, 500])
      expect(swallowedNote({ status, body }, sent)).toBeUndefined();
    expect(swallowedNote({ status: 299, body }, sent)).toMatch(/^its answer carries an error/);
    // an HTML page's words (the CLI's excerpt) are searched, not its markup
    expect(
      swallowedNote(
        { status: 200, body: '<p>ok</p>', excerpt: 'ReferenceError: db is not defined' },
        sent,
      ),
    ).toMatch(/^its answer carries an error \("ReferenceError: db is not defined"\)/);
    expect(swallowedNote({ status: 200, body: '{"ok":true}' }, sent)).toBeUndefined();
  });
});
