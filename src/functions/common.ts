/** Arguments most formulas share, read the same way everywhere. */
import type { visibility } from '../api';
import { normalizeDomain } from '../normalize';
import { domainProblem } from '../shared/domain';
import { type Arg, ArgumentError, type ListItem, toBool, toChoice, toInt, toText } from './args';
import { type Plan, planRows } from './batch';
import type { FormulaContext } from './formula';
import type { Language } from '../shared/i18n/languages';
import { type Said, said } from '../shared/i18n/said';

const FETCH_MODES: readonly visibility.FetchMode[] = ['topLevelDomain', 'subdomain', 'catalog', 'url'];

export function countryArg(ctx: FormulaContext, value: Arg): number {
  return toInt(value, 'country_id', { min: 1, max: 99_999 }, ctx.settings.countryId);
}

export function fetchModeArg(value: Arg): visibility.FetchMode {
  return toChoice(value, 'fetch_mode', FETCH_MODES, 'topLevelDomain');
}

/** Fetch modes "catalog" and "url" ask about a path, so a URL is what they take. */
export function takesPath(mode: string): boolean {
  return mode === 'catalog' || mode === 'url';
}

/** Why a domain (or, with a path, a URL) as written cannot be sent, or undefined. */
export function refuseDomain(withPath: boolean): (key: string, text: string) => Said | undefined {
  return (key, text) => domainProblem(key, text, withPath);
}

/** The longest domain name there is. */
const MAX_DOMAIN_CHARS = 253;

/**
 * A range of domains (URLs, in the modes that read a path) as the service keys them, one row per cell:
 * what cannot be one is that row's note and is never sent.
 */
export function domainPlan(items: readonly ListItem[], mode: visibility.FetchMode): Plan {
  const keepPath = takesPath(mode);
  return planRows(items, (text) => normalizeDomain(text, keepPath), MAX_DOMAIN_CHARS, refuseDomain(keepPath));
}

/** One required domain, refused before anything is sent when it cannot be one. */
export function domainArg(value: Arg, name: string, withPath: boolean): string {
  const text = toText(value, name);
  const problem = domainProblem(normalizeDomain(text, withPath), text, withPath);
  if (problem) throw new ArgumentError(said('arg.problem', { name, problem }));
  return text;
}

/** The header row's language (the document's, so every collaborator reads the same sheet), or null. */
export function headerArg(value: Arg, ctx: Pick<FormulaContext, 'documentLanguage'>): Language | null {
  return toBool(value, 'header', true) ? ctx.documentLanguage() : null;
}

/** A row cap: `fallback` when blank, at most what one formula can read in its 30 s. */
export function limitArg(value: Arg, fallback: number, max = 5_000): number {
  return toInt(value, 'limit', { min: 1, max }, fallback);
}
