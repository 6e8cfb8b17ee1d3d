export { jobsRoutes } from './jobs.routes.ts';
export { createJobsService, type JobsService } from './jobs.service.ts';
/** The repairer's jobs in progress (the dashboard's tile counts them as the cap does). */
export { countActiveJobs } from './jobs.repo.ts';
