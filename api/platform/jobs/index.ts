// The platform's job queue and runner (docs/decisions/008-database-jobs-skip-locked.md).
export { claimDueJobs, completeJob, DEFAULT_BACKOFF, enqueueJob, failJob, rescheduleJob, retryDelayMs, type Backoff, type ClaimedJob, type EnqueueOptions, type JobDatabase } from "./queue";
export { defaultWorkerId, runDueJobs, startJobRunner, type JobContext, type JobHandler, type JobHandlers, type JobRunner, type RunSummary } from "./runner";
export { jobs, JOB_STATUSES, type Job, type JobStatus } from "../../db/schema/jobs";
