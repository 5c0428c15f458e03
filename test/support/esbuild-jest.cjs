// Jest transformer: TypeScript to CommonJS with esbuild, so tests need neither ts-jest nor a TypeScript pin.
// The source map goes to jest beside the code, not inline in it: every suite compiles every module it loads
// afresh, and an inline map made the catalogues' code three times as long to parse.
const { createHash } = require('node:crypto');
const { readFileSync } = require('node:fs');
const { transformSync, version } = require('esbuild');

/** Jest's cache keeps a file's code until this key changes: with esbuild's version and this transformer. */
const OWN = `${version}\0${readFileSync(__filename, 'utf8')}`;

module.exports = {
  getCacheKey(source, filename, { configString, instrument }) {
    return createHash('sha1')
      .update(OWN)
      .update(`\0${filename}\0${configString}\0${instrument ? 'instrument' : ''}\0`)
      .update(source)
      .digest('hex');
  },
  process(source, filename) {
    const { code, map } = transformSync(source, {
      loader: filename.endsWith('.ts') ? 'ts' : 'js',
      format: 'cjs',
      target: 'node20',
      sourcemap: 'external',
      sourcefile: filename,
    });
    return { code, map };
  },
};
