import type { Plugin } from 'vite';
import { initialJsSummary, measureInitialJs, type InitialJs } from './initial-js.ts';

export interface InitialJsReportOptions {
  /** Where the figure goes; by default it is printed with the build's output. */
  report?: (result: InitialJs) => void;
}

const printSummary = (result: InitialJs): void => console.info(initialJsSummary(result));

/** Prints, on every build, the gzip size of the JavaScript a visitor needs before home runs (initial-js.ts). */
export function initialJsReport({ report = printSummary }: InitialJsReportOptions = {}): Plugin {
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
      if (measured) report(measured);
      measured = null;
    },
  };
}
