import { z } from 'zod';

const Count = z.number().int().nonnegative();

/** GET /api/admin/summary: the dashboard's count cards. */
export const AdminSummary = z.object({
  simulators: Count,
  technologies: Count,
  jobs: Count,
  pendingSubmissions: Count,
  openErrorReports: Count,
  users: Count,
});
export type AdminSummary = z.infer<typeof AdminSummary>;
