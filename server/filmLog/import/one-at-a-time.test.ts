import { setImmediate as nextTurn } from 'node:timers/promises';
import { oneAtATime } from './one-at-a-time';

describe('oneAtATime', () => {
  it('starts each piece of work once the one before has ended, in the order handed in', async () => {
    const inTurn = oneAtATime();
    const events: string[] = [];
    const piece = (name: string, turns: number) => async () => {
      events.push(`${name} starts`);
      for (let turn = 0; turn < turns; turn++) await nextTurn();
      events.push(`${name} ends`);
      return name;
    };
    const results = await Promise.all([inTurn(piece('a', 3)), inTurn(piece('b', 1)), inTurn(piece('c', 2))]);
    expect(results).toEqual(['a', 'b', 'c']);
    expect(events).toEqual(['a starts', 'a ends', 'b starts', 'b ends', 'c starts', 'c ends']);
  });

  it('goes on after a piece that fails, which fails alone', async () => {
    const inTurn = oneAtATime();
    const failing = inTurn(async () => {
      throw new Error('broken file');
    });
    const next = inTurn(async () => 'imported');
    await expect(failing).rejects.toThrow('broken file');
    await expect(next).resolves.toBe('imported');
  });
});
