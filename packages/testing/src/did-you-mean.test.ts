import { describe, expect, it } from 'vitest';
import { didYouMean, meant } from './did-you-mean.ts';

describe('didYouMean: the choice a near miss probably meant', () => {
  it.each([
    ['many-commit', ' (did you mean many-commits?)'], // one edit
    ['mrg', ' (did you mean merge?)'], // two
    ['huge', ''], // nothing that close
    ['merge', ''], // what was typed is a choice: nothing to suggest
  ])('%s', (typed, phrase) => {
    expect(didYouMean(typed, ['many-commits', 'merge'])).toBe(phrase);
  });

  it('meant phrases a choice found another way, and nothing for none or the same', () => {
    expect(meant('signature.wrong', 'signature.wrong-key')).toBe(
      ' (did you mean signature.wrong-key?)',
    );
    expect(meant('x', undefined)).toBe('');
    expect(meant('x', 'x')).toBe('');
  });
});
