import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; smaller files gain less than their headers cost. */
const COMPRESSIBLE = /\.(js|css|html|json|svg|webmanifest)$/;
const MIN_BYTES = 1024;

/**
 * Writes a Brotli (`.br`) and a gzip (`.gz`) copy beside every text file of the build, once,
 * at the highest levels, so the server sends compressed files without compressing per
 * request (@fastify/static `preCompressed`, apps/server/src/plugins/spa.ts).
 */
export function precompress(): Plugin {
  return {
    name: 'gharseva:precompress',
    apply: 'build',
    async writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      await Promise.all(
        Object.keys(bundle)
          .filter((fileName) => COMPRESSIBLE.test(fileName))
          .map(async (fileName) => {
            const file = path.join(dir, fileName);
            const source = await fs.promises.readFile(file);
            if (source.length < MIN_BYTES) return;
            const [br, gz] = await Promise.all([
              brotli(source, {
                params: {
                  [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
                  [zlib.constants.BROTLI_PARAM_SIZE_HINT]: source.length,
                },
              }),
              gzip(source, { level: zlib.constants.Z_BEST_COMPRESSION }),
            ]);
            await Promise.all([
              fs.promises.writeFile(`${file}.br`, br),
              fs.promises.writeFile(`${file}.gz`, gz),
            ]);
          }),
      );
    },
  };
}
