/** Polls `check` until it holds or `withinMs` passes; returns how long it took. */
export async function waitUntil(what: string, check: () => Promise<boolean>, withinMs = 10_000): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > withinMs) throw new Error(`${what}: not within ${withinMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return Date.now() - started;
}
