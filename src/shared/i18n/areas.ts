/**
 * Each language is one catalogue (`<language>.ts`, English's keys), and a key's prefix is its area: what
 * its words are for, and so where they travel. The build (scripts/build.ts) splits every catalogue by area:
 * English's server areas but its messages are in Code.js; the rest of each language's are its
 * `Messages_<language>.html`, read by the first use of its words in an execution; the sidebar areas of each language are its
 * `Sidebar_<language>.html`, under their keys without the prefix (`ui-catalogues.ts`).
 *
 * Server code reads an area through its view here (`documentCatalogues.pl['market.1']`), a word at a time,
 * so a word Code.js carries in every language (`RECOGNISED`) reads no file.
 */
import { cs } from './cs';
import { da } from './da';
import { en } from './en';
import type { Catalogue } from './format';
import { hu } from './hu';
import { type Under, under } from './keys';
import { LANGUAGES, type Language } from './languages';
import { nl } from './nl';
import { pl } from './pl';
import { ro } from './ro';
import { sk } from './sk';
import { sv } from './sv';

/** What the server says: its menu, toasts and dialogs, what it writes into documents, its messages. */
export const SERVER_AREAS = ['server.', 'dialogs.', 'document.', 'messages.', 'quota.'] as const;
/** What the sidebar says, its quota words included. */
export const SIDEBAR_AREAS = ['sidebar.', 'views.', 'launcher.', 'help.', 'quota.', 'quotaUi.'] as const;

/**
 * Words the server looks for in every language, whatever the document's is now, to find what it wrote
 * before a language change: a chart's title, a run's staging sheet and lines of its sheet's note, the
 * refresh stamp's label, a waiting SEO_SERP cell's status. Code.js carries them in every language.
 */
export const RECOGNISED = [
  'document.chart.',
  'document.sheet.staging',
  'document.sheet.alerts',
  'document.note.failed',
  'document.note.late',
  'document.stamp.label',
  'messages.serp.status',
] as const;

/**
 * English messages a formula says where it has nothing wrong to say: a table in a market without AI Overview
 * data ends with their note, or says their figures are blank. Code.js holds them with English's other held
 * areas, so such a formula reads no file.
 */
export const SAID_IN_PASSING = ['messages.note.aiOverviews', 'messages.note.aiOverviewsBlank'] as const;

/** A key of `RECOGNISED`: under one of its prefixes (ending in a dot), or one of its keys. */
export const isRecognised = (key: string): boolean =>
  RECOGNISED.some((known) => (known.endsWith('.') ? key.startsWith(known) : key === known));

export type English = typeof en;

/**
 * Each language's catalogue (English's has no help area: its English is the registry's own text). Its type
 * is named: inferred, it would spell out nine catalogues, too long for the declarations the type checks
 * share (scripts/typecheck.mjs).
 */
export const catalogues: {
  en: typeof en;
  pl: typeof pl;
  cs: typeof cs;
  sk: typeof sk;
  hu: typeof hu;
  ro: typeof ro;
  nl: typeof nl;
  da: typeof da;
  sv: typeof sv;
} = { en, pl, cs, sk, hu, ro, nl, da, sv } satisfies Readonly<Record<Language, Catalogue<English>>>;

/** An area of every language, by language. */
type Area<P extends string> = Readonly<Record<Language, Catalogue<Under<English, P>>>>;

/** A language's words of one area, under their keys without its prefix, read from its catalogue when asked. */
function view(language: Language, prefix: string): object {
  const catalogue = (): Readonly<Record<string, unknown>> => catalogues[language];
  return new Proxy(
    {},
    {
      get: (_, key) => (typeof key === 'string' ? catalogue()[prefix + key] : undefined),
      has: (_, key) => typeof key === 'string' && prefix + key in catalogue(),
      ownKeys: () => Object.keys(under(catalogue(), prefix)),
      getOwnPropertyDescriptor: (_, key) =>
        typeof key === 'string' && prefix + key in catalogue()
          ? { value: catalogue()[prefix + key], enumerable: true, configurable: true }
          : undefined,
    },
  );
}

const area = <P extends (typeof SERVER_AREAS)[number]>(prefix: P): Area<P> =>
  Object.fromEntries(LANGUAGES.map((language) => [language, view(language, prefix)])) as Area<P>;

export const serverCatalogues: Area<'server.'> = /* @__PURE__ */ area('server.');
export const dialogCatalogues: Area<'dialogs.'> = /* @__PURE__ */ area('dialogs.');
export const documentCatalogues: Area<'document.'> = /* @__PURE__ */ area('document.');
export const messageCatalogues: Area<'messages.'> = /* @__PURE__ */ area('messages.');
export const quotaShared: Area<'quota.'> = /* @__PURE__ */ area('quota.');

export type ServerKey = keyof Under<English, 'server.'> & string;
export type DocumentKey = keyof Under<English, 'document.'> & string;
export type MessageKey = keyof Under<English, 'messages.'> & string;
export type LauncherKey = keyof Under<English, 'launcher.'> & string;
export type QuotaUiKey = keyof Under<English, 'quotaUi.'> & string;
