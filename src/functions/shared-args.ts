/** Arguments most formulas share, read the same way everywhere. */
import * as countries from '../api/countries';
import { normalizeDomain } from '../normalize';
import { domainProblem } from '../shared/domain';
import { type Arg, ArgumentError, type ListItem, toBool, toChoice, toInt, toText } from './args';
import { type Plan, planRows } from './batch';
import type { FormulaContext } from './formula';
import { wholeRows } from './results';
import { inLocaleSyntax } from '../shared/i18n/formula-syntax';
import { argumentSeparator, type Language } from '../shared/i18n/languages';
import { signature } from '../shared/signature';
import { type Said, said } from '../shared/i18n/said';
import { marketName, specMarkets, VISIBILITY_ONLY_MARKET } from '../shared/markets';
import type { FetchMode } from '../api/wire';

const FETCH_MODES: readonly FetchMode[] = ['topLevelDomain', 'subdomain', 'catalog', 'url'];

/** Which of the service's databases a formula reads: its markets differ (the keyword database has no 200). */
export type Database = 'visibility' | 'keywords';

/**
 * The market asked for (the document's default when blank), refused before anything is sent when the
 * service has no data for it, naming the markets it has. The spec's markets pass without a look; another id
 * is looked up in the service's list of visibility databases (free; cached with SEO_COUNTRIES("visibility")
 * for a month), and let through when that list cannot be read, the service then answering for itself.
 * A document defaulting to Poland's database 2.0 reads the keyword database's Poland (1) when blank.
 */
export function countryArg(ctx: FormulaContext, value: Arg, database: Database = 'visibility'): number {
  const fallback =
    database === 'keywords' && ctx.settings.countryId === VISIBILITY_ONLY_MARKET ? 1 : ctx.settings.countryId;
  const id = toInt(value, 'country_id', { min: 1, max: 99_999 }, fallback);
  const spec = specMarkets(database);
  if (spec.includes(id)) return id;
  const listed = serviceMarkets(ctx);
  if (!listed) return id;
  const markets = [...new Set([...spec, ...listed.map((market) => market.id)])].filter(
    (market) => database === 'visibility' || market !== VISIBILITY_ONLY_MARKET,
  );
  if (markets.includes(id)) return id;
  const named = (market: number) =>
    `${market} ${marketName(market, ctx.documentLanguage(), listed.find((m) => m.id === market)?.name)}`;
  throw new ArgumentError(
    said(database === 'keywords' ? 'arg.marketKeywords' : 'arg.market', {
      got: String(id),
      markets: markets.map(named).join(', '),
    }),
  );
}

/** The service's visibility databases, as cached or read (free), or null when they cannot be read. */
function serviceMarkets(
  ctx: FormulaContext,
): readonly { readonly id: number; readonly name?: string }[] | null {
  const list = countries.getVisibilityCountries;
  try {
    const { rows } = wholeRows(ctx, 'countries', ['countries', 'visibility'], undefined, list, (source) =>
      source.get(list, {}),
    );
    return rows as { id: number; name?: string }[];
  } catch {
    return null;
  }
}

/**
 * An argument added later comes last (a signature only grows at the end): one of its values given where it
 * stood for a while, now another argument's place, is refused naming where it goes, rather than read as
 * that other argument or refused as a number that is not one.
 */
export function refuseMoved(
  ctx: Pick<FormulaContext, 'documentLanguage' | 'spec'>,
  name: string,
  given: Arg,
  param: string,
  choices: readonly string[],
): void {
  const text = typeof given === 'string' ? given.trim() : '';
  if (!choices.some((choice) => choice.toLowerCase() === text.toLowerCase())) return;
  const spec = ctx.spec ?? { name, params: [] };
  const usage = inLocaleSyntax(`=${signature(spec)}`, argumentSeparator(ctx.documentLanguage()));
  throw new ArgumentError(said('arg.moved', { name, got: text, param, usage }));
}

export function fetchModeArg(value: Arg): FetchMode {
  return toChoice(value, 'fetch_mode', FETCH_MODES, 'topLevelDomain');
}

/** Fetch modes "catalog" and "url" ask about a path, so a URL is what they take. */
export function takesPath(mode: string): boolean {
  return mode === 'catalog' || mode === 'url';
}

/**
 * What a URL given where a whole domain or host is read loses: its path, said with the mode that keeps it
 * (`param` "url": the fetch mode, or SEO_KEYWORDS' own mode), or undefined when nothing is lost.
 */
export function droppedPath(text: string, mode: string, param = 'fetch_mode'): Said | undefined {
  if (takesPath(mode)) return undefined;
  const url = normalizeDomain(text, true);
  const slash = url.indexOf('/');
  if (slash < 0) return undefined;
  return said('note.pathDropped', { path: url.slice(slash), param, mode, host: url.slice(0, slash) });
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
export function domainPlan(items: readonly ListItem[], mode: FetchMode): Plan {
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
