import { describe, expect, it } from 'vitest';
import { sign } from '@designhooks/receiver';
import { readFixture } from '@designhooks/schemas';
import { runCli } from '../helpers/run-cli.ts';

// `designhooks fixtures show` as a person uses it: redirected into a file that is then signed
// or sent. What it prints must be the fixture's bytes, or every signature over it differs.

describe('designhooks fixtures show', () => {
  it.each(['project.updated', 'project.updated.unicode', 'comment.created.html-characters'])(
    'prints %s byte for byte, with no newline added',
    async (name) => {
      const shown = await runCli(['fixtures', 'show', name]);
      expect(shown.code, shown.stderr).toBe(0);
      const fixture = readFixture(name);
      expect(Buffer.from(shown.stdout, 'utf8').equals(fixture)).toBe(true);
      // the use it serves: the signature of what it printed is the signature of the delivery body
      expect(sign(shown.stdout, 'key')).toBe(sign(fixture, 'key'));
    },
  );
});
