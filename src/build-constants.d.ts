/** Replaced at build time by scripts/build.ts (esbuild `define`). */
declare const __API_BASE_URL__: string;
declare const __BUILD_VERSION__: string;
/** The tool server's endpoint a release is built for; empty: `/mcp` at the service address in effect. */
declare const __MCP_URL__: string;
/** The authorization servers a release is built for, separated by commas; empty: the tool server's own host. */
declare const __MCP_AUTH_URLS__: string;
