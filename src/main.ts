/**
 * The add-on's public surface. Every function exported here becomes a top-level function of the
 * Apps Script project (scripts/build.ts writes the wrappers): custom functions from the registry,
 * each wrapped by `formula()`, and the menu, sidebar and trigger handlers, each wrapped by `handler()`.
 * Nothing here may touch a service at load time: top-level code runs in AuthMode.NONE.
 */
export * from './registry/formulas';
export * from './handlers/alerts';
export * from './handlers/menu';
export * from './handlers/reports';
export * from './handlers/sidebar';
export * from './handlers/sign-in';
export * from './handlers/tool-server';
export * from './handlers/warehouse';
