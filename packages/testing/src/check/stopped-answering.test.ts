import { describe, expect, it } from 'vitest';
import { StoppedAnswering } from './stopped-answering.ts';

describe('StoppedAnswering', () => {
  it('names the request whose connection the receiver took and never answered, once its port closed', () => {
    const stopped = new StoppedAnswering<string>();
    stopped.answered();
    stopped.unanswered('not-json', false); // reset: it reached the dying process
    expect(stopped.at).toBeUndefined(); // a reset alone: slow or overloaded, maybe
    stopped.unanswered('GET', false);
    stopped.unanswered('burst', true); // refused: the port closed
    expect(stopped.at).toEqual({ first: 'not-json', count: 3 });
    stopped.unanswered('burst', true);
    expect(stopped.at).toEqual({ first: 'not-json', count: 4 });
  });

  it('says nothing of a receiver that never answered, came back, or was gone before the request', () => {
    const never = new StoppedAnswering<string>();
    never.unanswered('first', false);
    never.unanswered('second', true);
    expect(never.at).toBeUndefined();

    const back = new StoppedAnswering<string>();
    back.answered();
    back.unanswered('crash', false);
    back.unanswered('next', true);
    back.answered(); // restarted by a supervisor
    expect(back.at).toBeUndefined();

    // the port was closed at the first unanswered request: it died before, not on it
    const before = new StoppedAnswering<string>();
    before.answered();
    before.unanswered('first refused', true);
    before.unanswered('second refused', true);
    expect(before.at).toBeUndefined();
  });
});
