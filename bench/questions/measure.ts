// Timing helpers: run a call many times and summarise its latency.

export interface Latency {
  name: string;
  runs: number;
  p50: number;
  p99: number;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)]!;
}

/** Runs `call(i)` `warmup` times unmeasured, then `runs` times measured, one after the other. */
export async function measure(
  name: string,
  call: (i: number) => Promise<void>,
  options: { runs: number; warmup: number },
): Promise<Latency> {
  for (let i = 0; i < options.warmup; i++) await call(i);
  const times: number[] = [];
  for (let i = 0; i < options.runs; i++) {
    const started = process.hrtime.bigint();
    await call(options.warmup + i);
    times.push(Number(process.hrtime.bigint() - started) / 1e6);
  }
  times.sort((a, b) => a - b);
  return { name, runs: options.runs, p50: percentile(times, 50), p99: percentile(times, 99) };
}

export const ms = (value: number) => `${value.toFixed(2)} ms`;
export const mb = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(0)} MB`;
