import { DEFAULT_SALARY_CURRENCY, type Job } from '../schemas/job';
export const SALARY_NOT_DISCLOSED = 'Not disclosed';

export type SalaryFields = Pick<Job, 'salaryMin' | 'salaryMax'> & { salaryCurrency?: string | null };

const formatAmount = (amount: number, currency: string): string => {
  try {
    return new Intl.NumberFormat('en-US', {
      style: 'currency',
      currency,
      minimumFractionDigits: 0,
      maximumFractionDigits: 0,
    }).format(amount);
  } catch {
    // A malformed stored code must not break the page: show the amount with the code as written.
    return `${currency} ${new Intl.NumberFormat('en-US', { maximumFractionDigits: 0 }).format(amount)}`;
  }
};

const present = (n: number | null | undefined): n is number => typeof n === 'number' && Number.isFinite(n);

/**
 * Salary text, US English currency without decimals: 'min - max', 'From x', 'Up to x'. With
 * neither bound, the detail page says 'Not disclosed' and cards show nothing (''): the product
 * rules (§9) give that text for the detail page only. Equal bounds show one amount.
 */
export const formatSalary = (job: SalaryFields, options: { detail: boolean }): string => {
  const currency = job.salaryCurrency?.trim() || DEFAULT_SALARY_CURRENCY;
  const min = present(job.salaryMin) ? job.salaryMin : null;
  const max = present(job.salaryMax) ? job.salaryMax : null;
  if (min !== null && max !== null) {
    return min === max ? formatAmount(min, currency) : `${formatAmount(min, currency)} - ${formatAmount(max, currency)}`;
  }
  if (min !== null) return `From ${formatAmount(min, currency)}`;
  if (max !== null) return `Up to ${formatAmount(max, currency)}`;
  return options.detail ? SALARY_NOT_DISCLOSED : '';
};
