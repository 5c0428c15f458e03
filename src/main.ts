/**
 * The add-on's public surface. Every function exported here becomes a top-level function of the
 * Apps Script project (scripts/build.ts writes the wrappers): custom functions from the registry,
 * menu and trigger handlers, and the server functions the sidebar calls through google.script.run.
 * Nothing here may touch a service at load time: top-level code runs in AuthMode.NONE.
 */
export * from './functions';
export * from './account/server';
export * from './sidebar/server';
export * from './reports/server';
