/**
 * visibility_analysis `tools/urls/*`: the visibility of many URLs in one run. `create` takes them and answers
 * a `public_id` (reference); the run is ready a second later, as a statistics run is; then `getDomains` lists
 * the domain of every URL and `getStatistics` every URL, in the reference's figures. The reference shows no
 * create body: ours is `urls` (a list, or one URL a line), `country_id` and an optional `fetch_mode`.
 * A run charges one tools unit, keyed by its whole body; the figures are the dashboard's, never a
 * visibility unit.
 */
import { createHash } from 'node:crypto';
import { SECOND } from '../clock';
import { indexFigures, type IndexStats } from '../domain-figures';
import type { IndexData } from '../ranking';
import { type FetchMode, parseTarget, type Target } from '../domains';
import { Input } from '../input';
import { DEFAULT_PAGE_MAX, listParams, listReply } from '../listing';
import { figure } from '../reference-shapes';
import { fail, ok, type Reply } from '../reply';
import { refuseItems } from '../refused-items';
import { type Context, post, type Routes } from '../route';
import { chargeTool } from '../serialize';
import { type DomainMode, reuseOrAddRun, type UrlsRun } from '../tasks';
import { visibilityCountry } from './countries';

/** URLs one run takes: the reference names no bound, so the statistics chain's 500. */
export const URLS_RUN_MAX = 500;
const URLS_READY_MS = 1 * SECOND;
/** A domain is a whole domain or a host: the modes that name one. */
const DOMAIN_MODES: readonly DomainMode[] = ['topLevelDomain', 'subdomain'];

const readyAt = (run: UrlsRun): number => run.createdAt + URLS_READY_MS;

/**
 * `urls` as a list, or as one text with a URL a line (what the service's own form sends). A URL with any
 * character outside ASCII is refused (the live service answered "urls.15: This value is not a valid URL"
 * for książki-online.net): a client sends an internationalized name in punycode.
 */
function urlsOf(ctx: Context): string[] {
  const { input } = ctx;
  const raw = input.values.urls;
  const values =
    typeof raw === 'string'
      ? new Input({ ...input.values, urls: raw.split(/\r?\n/).filter((l) => l.trim()) })
      : input;
  const urls = values.strings('urls', URLS_RUN_MAX).map((url) => url.trim());
  refuseItems(ctx, 'urls', urls, {
    name: 'url',
    message: 'This value is not a valid URL',
    breaks: (url) => /[^\x00-\x7f]/.test(url) || !parseTarget(url),
  });
  return urls;
}

/** `create`: a finished run of the same URLs, market and mode is answered again, ready. */
function createRun(ctx: Context): Reply {
  const urls = urlsOf(ctx);
  const countryId = visibilityCountry(ctx.input);
  const mode = ctx.input.has('fetch_mode')
    ? ctx.input.choice<DomainMode>('fetch_mode', DOMAIN_MODES)
    : undefined;
  chargeTool(ctx, 'urls');
  const now = ctx.state.clock.now();
  const same = (r: UrlsRun) =>
    r.countryId === countryId &&
    r.mode === mode &&
    readyAt(r) <= now &&
    r.urls.join('\n') === urls.join('\n');
  const owner = { ownerId: ctx.account.id, seed: ctx.state.seed, now, kind: 'urls' };
  const run = reuseOrAddRun(ctx.state.urlRuns, owner, same, { urls, countryId, mode });
  const done = now >= readyAt(run);
  return ok({ public_id: run.publicId, has_data: done, status: done ? 'completed' : 'waiting' });
}

/** The finished run named by `public_id` (or `id` holding it); a run still working is the `Unfinished task`. */
function finishedRun(ctx: Context): UrlsRun {
  const given = ctx.input.optionalString('public_id') ?? ctx.input.optionalString('id');
  if (given === undefined) throw fail.required('public_id');
  const run = ctx.state.urlRuns.find(ctx.account.id, (r) => r.publicId === given);
  if (!run) throw fail.missingResource();
  if (ctx.state.clock.now() < readyAt(run)) throw fail.unfinished();
  return run;
}

type Figure = ReturnType<typeof figure>;
const FIGURES = ['top3', 'top10', 'top50', 'visibility', 'ads_equivalent'] as const;
const DOMAIN_FIGURES = [
  'top3',
  'top10',
  'top50',
  'visibility',
  'unique_urls_in_top10',
  'unique_urls_in_top50',
  'ads_equivalent',
] as const;

function statistics(
  data: IndexData,
  input: string,
  mode: FetchMode,
  countryId: number,
  names: readonly (keyof IndexStats)[],
): Record<string, Figure> {
  const { recent, previous } = indexFigures(data, input, mode, countryId);
  return Object.fromEntries(names.map((name) => [name, figure(recent[name], previous[name])]));
}

const modeOf = (target: Target, run: UrlsRun): DomainMode =>
  run.mode ?? (target.host === target.registrable ? 'topLevelDomain' : 'subdomain');

interface Listed {
  /** How the answer names it: a host, or a URL without its scheme. */
  url: string;
  /** What its figures are read from, and how. */
  input: string;
  mode: FetchMode;
}

/** Each distinct item once, in the order first sent. */
function distinct(items: readonly Listed[]): Listed[] {
  const seen = new Map<string, Listed>();
  for (const item of items) if (!seen.has(item.url)) seen.set(item.url, item);
  return [...seen.values()];
}

/** The domain of every URL of the run: the host, read in the run's mode (the dashboard's figures). */
function domainsOf(run: UrlsRun): Listed[] {
  return distinct(
    run.urls.map((url) => {
      const target = parseTarget(url) as Target;
      return { url: target.host, input: target.host, mode: modeOf(target, run) };
    }),
  );
}

/** Every URL of the run as the reference writes one (`example.pl/`, no scheme), read in `url` mode. */
function urlsOfRun(run: UrlsRun): Listed[] {
  return distinct(
    run.urls.map((url) => {
      const target = parseTarget(url) as Target;
      const path = target.location.slice(target.host.length);
      return { url: `${target.host}${path || '/'}`, input: target.location, mode: 'url' as const };
    }),
  );
}

const LIST_FILTERS = { url: (item: Listed) => item.url };

function listOf(read: (run: UrlsRun) => Listed[], names: readonly (keyof IndexStats)[], uid: boolean) {
  return post((ctx) => {
    const params = listParams(ctx.input, DEFAULT_PAGE_MAX, LIST_FILTERS);
    const run = finishedRun(ctx);
    return listReply(ctx, read(run), params, (item) => ({
      url: item.url,
      ...(uid && { uid: createHash('md5').update(item.url).digest('hex') }),
      statistics: statistics(ctx.state, item.input, item.mode, run.countryId, names),
    }));
  });
}

const U = 'visibility_analysis/tools/urls';

export const visibilityUrlsRoutes: Routes = {
  [`${U}/create`]: post(createRun),
  [`${U}/getDomains`]: listOf(domainsOf, DOMAIN_FIGURES, false),
  [`${U}/getStatistics`]: listOf(urlsOfRun, FIGURES, true),
};
