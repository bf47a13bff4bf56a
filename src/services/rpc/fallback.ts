/**
 * Ranking of a network's RPC URLs for the fallback transport (SPEC §7: polling 4000 ms, sample count 10,
 * weights stability 0.7 and latency 0.3; viem's fallback `rank` is the model). Each round pings every URL;
 * a URL's score is 0.7 x its share of answered pings + 0.3 x (1 - its mean latency / the slowest latency
 * seen), and a URL that answered none scores 0. Rounds run only while the transport is in use: they start
 * with a request and stop after RPC_FALLBACK_SAMPLE_COUNT rounds without one, or on dispose. One URL is never
 * pinged.
 */
import { RPC_FALLBACK_INTERVAL_MS, RPC_FALLBACK_LATENCY_WEIGHT, RPC_FALLBACK_SAMPLE_COUNT, RPC_FALLBACK_STABILITY_WEIGHT } from '../../constants';

export type RankOptions = {
  intervalMs?: number;
  sampleCount?: number;
  weights?: { stability: number; latency: number };
  /** Rounds without a request after which polling stops (until the next request). */
  idleRounds?: number;
  now?: () => number;
};

export type Ranking = {
  /** The URLs best first. */
  order(): readonly string[];
  /** Says the transport is in use: starts polling when it is not running. */
  touch(): void;
  /** True while a round is running or scheduled. */
  readonly polling: boolean;
  dispose(): void;
};

type Sample = { latency: number; success: 0 | 1 };

/** Scores one round's history; exported for the test of the arithmetic. */
export function scoreUrls(
  samples: readonly (readonly Sample[])[],
  urlCount: number,
  weights = { stability: RPC_FALLBACK_STABILITY_WEIGHT, latency: RPC_FALLBACK_LATENCY_WEIGHT },
): number[] {
  const slowest = Math.max(0, ...samples.flatMap((round) => round.map((s) => s.latency)));
  return Array.from({ length: urlCount }, (_, index) => {
    const mine = samples.map((round) => round[index]!);
    if (mine.length === 0) return 0;
    const stability = mine.reduce((sum, s) => sum + s.success, 0) / mine.length;
    if (stability === 0) return 0;
    const meanLatency = mine.reduce((sum, s) => sum + s.latency, 0) / mine.length;
    const latency = slowest > 0 ? 1 - meanLatency / slowest : 1;
    return weights.stability * stability + weights.latency * latency;
  });
}

export function createRanking(urls: readonly string[], ping: (url: string) => Promise<void>, options: RankOptions = {}): Ranking {
  const intervalMs = options.intervalMs ?? RPC_FALLBACK_INTERVAL_MS;
  const sampleCount = options.sampleCount ?? RPC_FALLBACK_SAMPLE_COUNT;
  const idleRounds = options.idleRounds ?? sampleCount;
  const now = options.now ?? (() => performance.now());
  const samples: Sample[][] = [];
  let order: readonly string[] = [...urls];
  let timer: ReturnType<typeof setTimeout> | undefined;
  let running = false;
  let disposed = false;
  let usedSinceRound = false;
  let idle = 0;

  async function measure(url: string): Promise<Sample> {
    const start = now();
    try {
      await ping(url);
      return { latency: now() - start, success: 1 };
    } catch {
      return { latency: now() - start, success: 0 };
    }
  }

  async function round(): Promise<void> {
    timer = undefined;
    running = true;
    const sample = await Promise.all(urls.map(measure));
    running = false;
    if (disposed) return;
    samples.push(sample);
    if (samples.length > sampleCount) samples.shift();
    const scores = scoreUrls(samples, urls.length, options.weights);
    // Ties keep the site's order.
    order = urls
      .map((url, index) => ({ url, index, score: scores[index]! }))
      .sort((a, b) => b.score - a.score || a.index - b.index)
      .map((e) => e.url);
    idle = usedSinceRound ? 0 : idle + 1;
    usedSinceRound = false;
    if (idle < idleRounds) timer = setTimeout(() => void round(), intervalMs);
  }

  return {
    order: () => order,
    touch() {
      usedSinceRound = true;
      if (disposed || urls.length < 2 || running || timer !== undefined) return;
      idle = 0;
      void round();
    },
    get polling() {
      return running || timer !== undefined;
    },
    dispose() {
      disposed = true;
      if (timer !== undefined) clearTimeout(timer);
      timer = undefined;
    },
  };
}
