import { startRealServer, type RealServer } from '../../apps/desktop/test-server/real-server';
import type { Cleanup } from './harness';
import { webDir } from './web-build';

/** A web build measured: the one served from out/web (or BENCH_WEB_DIR), or with BENCH_BASELINE_WEB_DIR that one too. */
export interface MeasuredBuild {
  /** '' when only one build is measured, else 'before' or 'after'. */
  label: string;
  url: string;
}

/**
 * The real server serving the measured build and, with BENCH_BASELINE_WEB_DIR, a second server process on the same
 * database serving the baseline: both builds list the same tools, and each size measures one and then the other
 * within the same minutes of the host's load.
 */
export async function startMeasuredBuilds(cleanup: Cleanup): Promise<{ server: RealServer; builds: MeasuredBuild[] }> {
  const server = await startRealServer({ nodeEnv: 'production', webDistDir: webDir });
  cleanup.defer('real server', () => server.dispose());
  const baselineDir = process.env.BENCH_BASELINE_WEB_DIR;
  if (!baselineDir) return { server, builds: [{ label: '', url: server.url }] };
  const baseline = await startRealServer({ nodeEnv: 'production', webDistDir: baselineDir, env: { DATABASE_URL: server.databaseUrl } });
  cleanup.defer('baseline server', () => baseline.dispose());
  return {
    server,
    builds: [
      { label: 'before', url: baseline.url },
      { label: 'after', url: server.url },
    ],
  };
}
