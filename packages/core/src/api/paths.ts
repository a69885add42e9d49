import { CONTRACT, endpointPath } from './contract';

/** Paths of the contract's endpoints for code that needs a URL (tests, links); derived from the table. */
export const API = {
  simulators: CONTRACT.listSimulators.path,
  simulator: (id: number | string) => endpointPath(CONTRACT.getSimulator.path, { id }),
  jobs: CONTRACT.listJobs.path,
  job: (id: number | string) => endpointPath(CONTRACT.getJob.path, { id }),
  jobFilterOptions: CONTRACT.getJobFilterOptions.path,
  technologies: CONTRACT.listTechnologies.path,
  technology: (id: number | string) => endpointPath(CONTRACT.getTechnology.path, { id }),
  sync: CONTRACT.sync.path,
  subscribe: CONTRACT.subscribe.path,
  submitTool: CONTRACT.submitTool.path,
  reportError: CONTRACT.reportError.path,
  login: CONTRACT.login.path,
  logout: CONTRACT.logout.path,
  me: CONTRACT.me.path,
  errorReports: CONTRACT.listErrorReports.path,
  errorReport: (id: number | string) => endpointPath(CONTRACT.getErrorReport.path, { id }),
  errorReportStatus: (id: number | string) => endpointPath(CONTRACT.updateErrorReportStatus.path, { id }),
  submissions: CONTRACT.listSubmissions.path,
  submission: (id: number | string) => endpointPath(CONTRACT.getSubmission.path, { id }),
  auditLog: CONTRACT.getAuditLog.path,
  users: CONTRACT.listUsers.path,
  user: (id: number | string) => endpointPath(CONTRACT.getUser.path, { id }),
  userStatus: (id: number | string) => endpointPath(CONTRACT.setUserStatus.path, { id }),
  submissionStatus: (id: number | string) => endpointPath(CONTRACT.decideSubmission.path, { id }),
} as const;
