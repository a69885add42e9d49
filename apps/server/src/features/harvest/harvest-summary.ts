import type { HarvestReport } from './harvest-run';

/** A run's outcome in lines a person reads (the admin command prints them). */
export function harvestSummary(report: HarvestReport): string[] {
  if (!report.ran) return ['Another harvest is running; nothing was done.'];
  const lines = report.tools.map((tool) => {
    if (tool.outcome === 'harvested') {
      const release = tool.facts.latestRelease;
      return `${tool.name} (${tool.id}): harvested${release ? `, latest release ${release.version}${release.date ? ` of ${release.date}` : ''}` : ', no release'}.`;
    }
    return tool.outcome === 'failed'
      ? `${tool.name} (${tool.id}): failed: ${tool.error}`
      : `${tool.name} (${tool.id}): skipped: ${tool.reason}`;
  });
  if (report.rateLimited) {
    const { host, retryAt } = report.rateLimited;
    lines.push(`Stopped: ${host}'s rate limit is spent${retryAt ? ` until ${retryAt}` : ''}; the rest wait for the next run.`);
  }
  if (report.interrupted) lines.push('Stopped before the end; the rest wait for the next run.');
  if (lines.length === 0) lines.push('No tool to harvest.');
  return lines;
}

/** Counts for a log line. */
export const harvestCounts = (report: HarvestReport) => ({
  harvested: report.tools.filter((tool) => tool.outcome === 'harvested').length,
  failed: report.tools.filter((tool) => tool.outcome === 'failed').length,
  skipped: report.tools.filter((tool) => tool.outcome === 'skipped').length,
});
