/**
 * Runs the work handed to it one piece after another, in the order handed in; a piece that
 * fails does not stop the next. For what a node should do once at a time: several imports
 * parsed or matched at once take no less time in all on one event loop, only more memory.
 */
export function oneAtATime(): <T>(work: () => Promise<T>) => Promise<T> {
  let last: Promise<unknown> = Promise.resolve();
  return (work) => {
    const result = last.then(work);
    last = result.catch(() => undefined);
    return result;
  };
}
