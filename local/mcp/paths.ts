/**
 * Where the tool server answers on the simulator's port, and the addresses it may go by: all the simulator
 * needs to route a request to it before loading it (./index, with the SDK and Express).
 */
export const MCP_PATH = '/mcp';
export const LOGIN_PATH = '/oauth/login';
/** The paths the tool server answers on the simulator's port; everything else stays REST's. */
const PATHS = new Set([MCP_PATH, '/authorize', '/token', '/register', '/revoke', LOGIN_PATH]);
const PREFIXES = ['/.well-known/oauth-'];

export const ownedByToolServer = (path: string): boolean =>
  PATHS.has(path) || PREFIXES.some((prefix) => path.startsWith(prefix));

/**
 * The addresses the tool server gives itself where the world reaches it under other names (a release
 * build's `https://mcp.…/mcp` and its authorization server's host, mapped to this port): its endpoint, the
 * resource its tokens are for, and the authorization server's issuer. Default: the simulator's own address.
 */
export interface PublicAddresses {
  readonly mcp?: string;
  readonly auth?: string;
}
