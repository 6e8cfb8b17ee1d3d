import { APP_TIME_ZONE, dateTimeFormat } from '@gharseva/domain';

/** 'YYYY-MM' of a moment in India. */
export function monthInIndia(at: Date): string {
  const parts = dateTimeFormat('en-CA', {
    timeZone: APP_TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(at);
  const part = (type: string) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}`;
}

/** The `count` months up to the one `now` is in, newest first ('YYYY-MM'). */
export function recentMonths(now: Date, count = 12): string[] {
  const [year, month] = monthInIndia(now).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, i) => {
    const index = year * 12 + (month - 1) - i;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}
