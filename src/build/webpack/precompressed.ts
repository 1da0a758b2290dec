import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';

/**
 * Brotli (quality 11) and gzip (level 9) copies beside each text asset (name.br, name.gz), written after the service
 * worker so that it has its own: `npm run serve` (express-static-gzip) and nginx (gzip_static, brotli_static) send them
 * as they are, and the first-load scripts go over the wire some 15% smaller than gzip.
 */
export function precompressed(): Array<CompressionPlugin<zlib.BrotliOptions> | CompressionPlugin<zlib.ZlibOptions>> {
  const test = /\.(js|css|html|svg|json|webmanifest)$/;
  return [
    new CompressionPlugin<zlib.BrotliOptions>({
      filename: '[path][base].br',
      algorithm: 'brotliCompress',
      compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
      test,
      threshold: 1024,
      minRatio: 0.9,
    }),
    new CompressionPlugin<zlib.ZlibOptions>({ filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: 9 }, test, threshold: 1024, minRatio: 0.9 }),
  ];
}
