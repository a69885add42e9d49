import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * A Brotli (quality 11) and a gzip (level 9) copy beside each file of the build's root that `names` matches, written
 * once the build is closed: vite-plugin-pwa writes `sw.js` and its workbox runtime in its own closeBundle, after the
 * compression plugin's copies, so without this the server compressed them per request at a lower level. A copy no
 * smaller than its file is not written, as the compression plugin does.
 */
export function compressLateFiles(names: RegExp): Plugin {
  let outDir = '';
  return {
    name: 'rsd:compress-late-files',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      sequential: true,
      order: 'post',
      async handler() {
        const files = (await readdir(outDir)).filter((name) => names.test(name));
        await Promise.all(
          files.map(async (name) => {
            const file = path.join(outDir, name);
            const original = await readFile(file);
            const copies = {
              br: await brotli(original, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
              gz: await gzipAsync(original, { level: 9 }),
            };
            for (const [extension, copy] of Object.entries(copies))
              if (copy.length < original.length) await writeFile(`${file}.${extension}`, copy);
          }),
        );
      },
    },
  };
}
