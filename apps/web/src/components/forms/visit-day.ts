import { addDays, todayInIndia, type TimeSlot } from '@gharseva/domain';
import { useTranslation } from 'react-i18next';
import { useMountTime } from '../../hooks/use-mount-time';
import { formatDate } from '../../utils/date';

/** The weekday (0 Sunday .. 6 Saturday) of a YYYY-MM-DD calendar date. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Which day a visit date is to the reader: 'today', 'tomorrow' or another day (issue 24). */
export function visitDayKind(date: string, now: Date = new Date()): 'today' | 'tomorrow' | 'later' {
  const today = todayInIndia(now);
  if (date === today) return 'today';
  return date === addDays(today, 1) ? 'tomorrow' : 'later';
}

/**
 * A visit date as the reader says it: 'Today', 'Tomorrow', else the weekday and the date in
 * the language ('Mon, 30 Nov 2026').
 */
export function useVisitDayLabel(): (date: string, now?: Date) => string {
  const { t } = useTranslation('booking');
  // The first screen's time, so the server's render and the browser's read the same day.
  const mounted = useMountTime();
  return (date, now = mounted) => {
    const kind = visitDayKind(date, now);
    if (kind !== 'later') return t(`visit.${kind}`);
    const weekday = String(weekdayOf(date)) as '0' | '1' | '2' | '3' | '4' | '5' | '6';
    return t('visit.weekdayDate', {
      weekday: t(`visit.weekdays.${weekday}`),
      date: formatDate(`${date}T00:00:00+05:30`),
    });
  };
}

/** A visit as the cards show it: 'Tomorrow, Evening', 'Mon, 30 Nov 2026, Morning'. */
export function useVisitWhen(): (date: string, slot: TimeSlot) => string {
  const { t } = useTranslation(['booking', 'common']);
  const day = useVisitDayLabel();
  return (date, slot) =>
    t('booking:visit.when', { day: day(date), slot: t(`common:timeSlots.${slot}`) });
}
