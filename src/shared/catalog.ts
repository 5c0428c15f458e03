/**
 * The formula registry as the languages' catalogues read it: English help is the entries' own text
 * (i18n/help/en.ts), every other language gives a text under each of their keys (signature.ts `HelpKey`),
 * and Help lists each formula's layouts (i18n/ui-catalogues.ts). The one module of shared/ that reads a
 * floor above it, and only for the sidebar's catalogues and types: Code.js takes nothing through it.
 */
export { type CatalogEntry, catalog } from '../registry/catalog';
