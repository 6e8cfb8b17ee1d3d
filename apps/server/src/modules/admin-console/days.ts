/** India has one time zone and no daylight saving: UTC+05:30. */
const IST_OFFSET_MS = 330 * 60 * 1000;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The last `count` calendar days in Asia/Kolkata, oldest first and today last, as YYYY-MM-DD,
 * and the instant the first of them began.
 */
export function daysInIndia(count: number, now: Date): { dates: string[]; since: Date } {
  const local = new Date(now.getTime() + IST_OFFSET_MS);
  const today = Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate());
  const dates: string[] = [];
  for (let i = count - 1; i >= 0; i -= 1) {
    dates.push(new Date(today - i * DAY_MS).toISOString().slice(0, 10));
  }
  return { dates, since: new Date(today - (count - 1) * DAY_MS - IST_OFFSET_MS) };
}
