/** Replaced at build time by scripts/build.ts (esbuild `define`). */
declare const __API_BASE_URL__: string;
declare const __BUILD_VERSION__: string;
