/**
 * A message as data: a key of the messages area (`messages.` in en.ts) and its parameters, which may be
 * messages themselves. Errors and row notes carry one, and the edge that shows them renders it in the
 * reader's language (handlers/handler.ts in the user's, functions/formula.ts in the document's), so what
 * is cached or stored holds no language. English is the `message` of a `SaidError`, for logs.
 */
import { type MessageKey, messageCatalogues } from './areas';
import { fill, type Message } from './format';
import type { Language } from './languages';

export type { MessageKey };
export type SaidParam = string | number | Said;
export interface Said {
  readonly key: MessageKey;
  readonly params?: Readonly<Record<string, SaidParam>>;
}

export function said(key: MessageKey, params?: Readonly<Record<string, SaidParam>>): Said {
  return params ? { key, params } : { key };
}

/** Text that is already words (the service's own message, a value the user typed), carried as it is. */
export const verbatim = (text: string): Said => said('text', { text });

/**
 * A message by its shape: a key and at most parameters. Asking a catalogue would read a language's file for
 * every cell; a record that only looks like one (or a message of a version that named it otherwise) renders
 * as its text (`renderWith`).
 */
export function isSaid(value: unknown): value is Said {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as Said).key === 'string' &&
    Object.keys(value).every((k) => k === 'key' || k === 'params')
  );
}

/**
 * Fills `message` in `language`, each parameter that is a message rendered first by `lookup`. A parameter
 * is a text, a number or a message, so telling them apart needs no catalogue: the sidebar renders with its
 * own and carries none of this module's.
 */
export function renderWith(lookup: (key: MessageKey) => Message, language: Language, message: Said): string {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(message.params ?? {}))
    params[name] = typeof value === 'object' ? renderWith(lookup, language, value) : value;
  const words = lookup(message.key);
  return words === undefined ? JSON.stringify(message) : fill(language, words, params);
}

export type Render = (language: Language, message: Said) => string;

/** Renders in any language (in Code.js, the first message in a language other than English reads its file). */
export const render: Render = (language, message) =>
  renderWith((key) => messageCatalogues[language][key], language, message);

export const english = (message: Said): string => render('en', message);

/** The language `read` gives, or English where the execution may not read it (AuthMode.NONE, no document). */
export function languageOrEnglish(read: () => Language): Language {
  try {
    return read();
  } catch {
    return 'en';
  }
}

/** A failure whose words are a message: English in `message`, any language through `said`. */
export class SaidError extends Error {
  constructor(readonly said: Said) {
    super();
    // Made when a log reads it: what the user sees is rendered in their language, and English's words are a
    // file an execution reads only when it says something in English.
    Object.defineProperty(this, 'message', { get: () => english(said), configurable: true });
  }
}
