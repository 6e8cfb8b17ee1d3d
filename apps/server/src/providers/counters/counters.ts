/**
 * Fixed-window counters and cool-downs for rate limits and OTP sends. Redis
 * when REDIS_URL is set (shared by every server process), else in process.
 */
export interface CounterStore {
  readonly name: string;
  /** Counts one hit in the window that starts at the first hit; returns the count so far. */
  hit(key: string, windowSeconds: number): Promise<{ count: number; resetInSeconds: number }>;
  /** The count in the current window without counting a hit. */
  peek(key: string): Promise<{ count: number; resetInSeconds: number }>;
  /** Sets the key for `seconds` unless it is set; returns the seconds left when it was. */
  claim(
    key: string,
    seconds: number,
  ): Promise<{ claimed: true } | { claimed: false; retryInSeconds: number }>;
  reset(key: string): Promise<void>;
  close(): Promise<void>;
}
