import { SLOT_HOURS, type TNearbyJob } from '@gharseva/domain';
import { visitDayKind } from '../../../components/forms/visit-day';

/** Which visits the board shows: all, or today's or tomorrow's (India time; issue 24). */
export const VISIT_DAY_FILTERS = ['all', 'today', 'tomorrow'] as const;
export type VisitDayFilter = (typeof VISIT_DAY_FILTERS)[number];

export interface JobFilter {
  /** Matched against the title and the category, ignoring case. */
  search: string;
  /** '' for all categories. */
  category: string;
  /** 'all' when absent. */
  day?: VisitDayFilter;
}

export const NO_FILTER: JobFilter = { search: '', category: '', day: 'all' };

/** Whether anything narrows the board. */
export const isFiltered = (filter: JobFilter): boolean =>
  filter.search.trim() !== '' || filter.category !== '' || (filter.day ?? 'all') !== 'all';

/**
 * The board's order, as the server sends it: the soonest visit first (its date, then its
 * slot's start hour), then the newest. A job the board gains keeps that order.
 */
export function byVisit(a: TNearbyJob, b: TNearbyJob): number {
  if (a.preferredDate !== b.preferredDate) return a.preferredDate < b.preferredDate ? -1 : 1;
  const hours = SLOT_HOURS[a.preferredTime].start - SLOT_HOURS[b.preferredTime].start;
  if (hours !== 0) return hours;
  return a.createdAt < b.createdAt ? 1 : a.createdAt > b.createdAt ? -1 : 0;
}

/** The job's category as the filter offers it: the catalogue category, else the service type. */
export const jobCategory = (job: Pick<TNearbyJob, 'category' | 'serviceType'>): string =>
  job.category || job.serviceType;

export interface CategoryOption {
  /** The category as the jobs name it (English, the catalogue's key). */
  value: string;
  /** Its name as the reader sees it, in their language. */
  label: string;
}

/**
 * The categories of the listed jobs, each once, in the order of their names as the reader sees
 * them. The names are compared character by character, not with the language's collation:
 * Unicode keeps each Indian script's letters in their traditional order, and the first
 * collation a page asks for makes the browser load ICU's collation tables (10 to 30 ms on this
 * machine, four times that on a slow phone) in the middle of the dashboard's first render.
 */
export function categoryOptions(
  jobs: readonly TNearbyJob[],
  label: (category: string) => string,
): CategoryOption[] {
  return [...new Set(jobs.map(jobCategory))]
    .map((value) => ({ value, label: label(value) }))
    .sort((a, b) => (a.label < b.label ? -1 : a.label > b.label ? 1 : 0));
}

export function filterJobs(
  jobs: readonly TNearbyJob[],
  filter: JobFilter,
  now: Date = new Date(),
): TNearbyJob[] {
  const needle = filter.search.trim().toLocaleLowerCase();
  const day = filter.day ?? 'all';
  const kept = jobs.filter((job) => {
    if (day !== 'all' && visitDayKind(job.preferredDate, now) !== day) return false;
    if (filter.category && jobCategory(job) !== filter.category) return false;
    if (!needle) return true;
    return [job.title, job.category, job.serviceType].some((text) =>
      text?.toLocaleLowerCase().includes(needle),
    );
  });
  return kept.sort(byVisit);
}
