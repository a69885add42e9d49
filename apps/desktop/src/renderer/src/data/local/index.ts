/** What this device keeps for the visitor beside the synced cache, which no sync clears: the jobs saved, and the job lists and pages last seen. */
export { readOpenedJob, readRememberedJobs, rememberJobList, rememberOpenedJob } from './job-snapshots';
export { readSavedJobs, refreshSavedJob, savedJobsInOrder, saveJob, unsaveJob, type SavedJobs } from './saved-jobs';
