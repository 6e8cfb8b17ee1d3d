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

/** The categories of the listed jobs, each once, in alphabetical order. */
export function categoryOptions(jobs: readonly TNearbyJob[]): string[] {
  return [...new Set(jobs.map(jobCategory))].sort((a, b) => a.localeCompare(b));
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
