import { processMemory } from '../support';

/**
 * A process's resident memory read from /proc every `intervalMs`: the highest reading is the
 * peak the run caused (VmHWM also counts the server's start, this does not).
 */
export function startRssSampler(pid: number | undefined, intervalMs: number): { stop(): Promise<{ peakMb: number; readings: number }> } {
  let peakMb = 0;
  let readings = 0;
  let reading = Promise.resolve();
  const read = async () => {
    const memory = await processMemory(pid);
    if (!memory) return;
    readings += 1;
    peakMb = Math.max(peakMb, memory.rssMb);
  };
  // One read at a time: a slow /proc read (a busy machine) delays the next rather than piling up.
  const timer = setInterval(() => {
    reading = reading.then(read);
  }, intervalMs);
  void read();
  return {
    async stop() {
      clearInterval(timer);
      await reading;
      return { peakMb, readings };
    },
  };
}
