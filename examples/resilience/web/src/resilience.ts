export const MAX_RETRIES = 3;
export const BASE_DELAY_MS = 500;
export const REQUEST_TIMEOUT_MS = 12_000;
export const BACKOFF_STEPS_MS = [1_000, 2_000, 4_000] as const;
const MAX_DELAY_MS = 8_000;

export function retryDelay(attempt: number): number {
  if (attempt <= 0) return 0;
  let delay = 500;
  for (let i = 1; i < attempt; i++) {
    delay *= 2;
    if (delay >= MAX_DELAY_MS) return MAX_DELAY_MS;
  }
  return Math.min(delay, MAX_DELAY_MS);
}
