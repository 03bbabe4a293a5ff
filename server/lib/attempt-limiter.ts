// Counts failures per key (an account) in a fixed window; used beside the per-address rate limits.
export class AttemptLimiter {
  private readonly windows = new Map<string, { count: number; resetAt: number }>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Seconds until the key may try again, or 0 when it may try now. */
  retryAfter(key: string): number {
    const entry = this.windows.get(key);
    if (!entry || entry.resetAt <= this.now()) return 0;
    return entry.count >= this.max ? Math.ceil((entry.resetAt - this.now()) / 1000) : 0;
  }

  fail(key: string): void {
    const now = this.now();
    const entry = this.windows.get(key);
    if (!entry || entry.resetAt <= now) this.windows.set(key, { count: 1, resetAt: now + this.windowMs });
    else entry.count += 1;
    if (this.windows.size > 10_000) this.prune(now);
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private prune(now: number): void {
    for (const [key, entry] of this.windows) if (entry.resetAt <= now) this.windows.delete(key);
  }
}
