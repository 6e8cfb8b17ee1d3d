import type { TNearbyJob } from '@gharseva/domain';

export interface JobFilter {
  /** Matched against the title and the category, ignoring case. */
  search: string;
  /** '' for all categories. */
  category: string;
}

export const NO_FILTER: JobFilter = { search: '', category: '' };

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

export function filterJobs(jobs: readonly TNearbyJob[], filter: JobFilter): TNearbyJob[] {
  const needle = filter.search.trim().toLocaleLowerCase();
  return jobs.filter((job) => {
    if (filter.category && jobCategory(job) !== filter.category) return false;
    if (!needle) return true;
    return [job.title, job.category, job.serviceType].some((text) =>
      text?.toLocaleLowerCase().includes(needle),
    );
  });
}
