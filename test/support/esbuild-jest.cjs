// Jest transformer: TypeScript to CommonJS with esbuild, so tests need neither ts-jest nor a TypeScript pin.
const { transformSync } = require('esbuild');

module.exports = {
  process(source, filename) {
    const { code, map } = transformSync(source, {
      loader: filename.endsWith('.ts') ? 'ts' : 'js',
      format: 'cjs',
      target: 'node20',
      sourcemap: 'both',
      sourcefile: filename,
    });
    return { code, map };
  },
};
