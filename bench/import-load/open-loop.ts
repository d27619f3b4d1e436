/**
 * An open-loop sampler: each endpoint gets a request started every `intervalMs` whatever the
 * earlier ones are doing, so a server that stalls for 5 s is charged with the 5 s × rate
 * requests that waited on it, not with one slow answer (a closed loop, waiting for each answer
 * before the next request, would hide the stall: coordinated omission). Latency runs from when
 * a request was due, not from when this process got round to sending it.
 */

/** An endpoint to sample: its paths are asked for in turn (distinct films, so not every answer is cached). */
export interface Probe {
  name: string;
  paths: readonly string[];
  headers?: Record<string, string>;
}

/** One request: ms from when it was due to its whole answer, and its status (0: no answer). */
interface Sample {
  ms: number;
  status: number;
}

export interface EndpointStats {
  name: string;
  count: number;
  ok: number;
  /** No answer at all: a network error, or none within SAMPLE_TIMEOUT_MS. */
  failed: number;
  p50: number;
  p99: number;
  max: number;
  over1s: number;
}

/** A request that has had no answer after this long is counted as this slow and given up. */
export const SAMPLE_TIMEOUT_MS = 10_000;

export function percentile(sorted: readonly number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export interface Sampler {
  /** Stops starting requests, waits for those in flight (at most SAMPLE_TIMEOUT_MS), and sums up. */
  stop(): Promise<{ endpoints: EndpointStats[]; lateMs: number }>;
}

export function startSampler(baseUrl: string, probes: readonly Probe[], intervalMs: number): Sampler {
  const samples = new Map<string, Sample[]>(probes.map((probe) => [probe.name, []]));
  const inFlight = new Set<Promise<void>>();
  const timers: NodeJS.Timeout[] = [];
  let stopped = false;
  /** How late this process started a request, at worst: the client's own stall, not the server's. */
  let lateMs = 0;

  function send(probe: Probe, path: string, due: number): void {
    lateMs = Math.max(lateMs, performance.now() - due);
    const record = (status: number) => {
      samples.get(probe.name)?.push({ ms: performance.now() - due, status });
    };
    const request = fetch(baseUrl + path, { headers: probe.headers, signal: AbortSignal.timeout(SAMPLE_TIMEOUT_MS) })
      .then(async (res) => {
        await res.arrayBuffer();
        record(res.status);
      })
      .catch(() => record(0))
      .finally(() => inFlight.delete(request));
    inFlight.add(request);
  }

  probes.forEach((probe, index) => {
    // The endpoints' ticks are spread over the interval, so they do not all arrive at once.
    let due = performance.now() + (intervalMs * index) / probes.length;
    let sent = 0;
    const tick = () => {
      if (stopped) return;
      // A tick that fires late sends every request that fell due meanwhile: the rate stays fixed.
      while (due <= performance.now()) {
        send(probe, probe.paths[sent++ % probe.paths.length] ?? '/', due);
        due += intervalMs;
      }
      timers[index] = setTimeout(tick, Math.max(0, due - performance.now()));
    };
    timers[index] = setTimeout(tick, Math.max(0, due - performance.now()));
  });

  return {
    async stop() {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      await Promise.all([...inFlight]);
      const endpoints = probes.map((probe) => summarise(probe.name, samples.get(probe.name) ?? []));
      return { endpoints, lateMs: Math.round(lateMs) };
    },
  };
}

function summarise(name: string, samples: readonly Sample[]): EndpointStats {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b);
  return {
    name,
    count: samples.length,
    ok: samples.filter((sample) => sample.status >= 200 && sample.status < 300).length,
    failed: samples.filter((sample) => sample.status === 0).length,
    p50: Math.round(percentile(sorted, 50)),
    p99: Math.round(percentile(sorted, 99)),
    max: Math.round(sorted.at(-1) ?? 0),
    over1s: sorted.filter((ms) => ms > 1000).length,
  };
}

export const endpointTable = (endpoints: readonly EndpointStats[]) =>
  [
    '| Endpoint | requests | 2xx | no answer | p50 ms | p99 ms | max ms | over 1 s |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    // A request given up on was slower than its recorded time: its max is a floor.
    ...endpoints.map((e) => `| ${e.name} | ${e.count} | ${e.ok} | ${e.failed} | ${e.p50} | ${e.p99} | ${e.failed > 0 ? '≥ ' : ''}${e.max} | ${e.over1s} |`),
  ].join('\n');
