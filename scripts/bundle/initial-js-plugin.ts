import type { Plugin } from 'vite';
import { initialJsSummary, measureInitialJs, type InitialJs } from './initial-js.ts';

export interface InitialJsReportOptions {
  /**
   * The build's budget, gzip bytes: above it the build fails (CI builds both renderers), so a regression of the
   * first load cannot ship unnoticed. The printed line says within or ABOVE against it.
   */
  budget: number;
  /** Where the figure goes; by default it is printed with the build's output. */
  report?: (line: string) => void;
}

/** Prints, on every build, the gzip size of the JavaScript a visitor needs before home runs (initial-js.ts), and fails the build above its budget. */
export function initialJsReport({ budget, report = console.info }: InitialJsReportOptions): Plugin {
  let base = '/';
  let measured: InitialJs | null = null;
  return {
    name: 'rsd:initial-js-report',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    writeBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (page?.type !== 'asset') return;
      const read = (file: string) => {
        const output = bundle[file];
        if (output === undefined) return undefined;
        return output.type === 'chunk' ? output.code : output.source;
      };
      const html = typeof page.source === 'string' ? page.source : Buffer.from(page.source).toString('utf8');
      measured = measureInitialJs(html, read, base);
    },
    // After Vite's own list of files, so the figure is the build's last word.
    closeBundle() {
      if (!measured) return;
      const line = initialJsSummary(measured, budget);
      const over = measured.gzip > budget;
      measured = null;
      report(line);
      if (over) throw new Error(`${line}: lower the first load, or raise the budget with the reason (scripts/bundle/initial-js.ts).`);
    },
  };
}
