/**
 * The domain, mode and database of a visibility tool, charged like the REST report on the same query:
 * one visibility unit per new `fetch_mode|domain|country_id`, the same key, so REST and tools share it.
 */
import { type FetchMode, parseTarget, type RankingRow, type Target } from '../../service/domains';
import { indexPhrases } from '../../service/ranking';
import { charge, ToolError, type ToolContext } from '../tool';

export interface DomainArgs {
  domain: string;
  fetch_mode?: FetchMode;
  country_id?: number;
}

export interface DomainQuery {
  /** As sent. */
  domain: string;
  target: Target;
  mode: FetchMode;
  countryId: number;
  /** The phrases ranking today, scripts applied. */
  rows: RankingRow[];
  /** Scripted phrases not ranking today. */
  dropped: RankingRow[];
}

/** Without `fetch_mode`: a path is a section, a host with a subdomain that host, else the whole domain. */
function defaultMode(target: Target): FetchMode {
  if (target.location !== target.host) return 'catalog';
  return target.host === target.registrable ? 'topLevelDomain' : 'subdomain';
}

export function parseDomain(domain: string): Target {
  const target = parseTarget(domain);
  if (!target)
    throw new ToolError(`domain: "${domain}" is not a domain, host or URL (example.pl, blog.example.pl).`);
  return target;
}

export function domainQuery(ctx: ToolContext, args: DomainArgs): DomainQuery {
  const target = parseDomain(args.domain);
  const mode = args.fetch_mode ?? defaultMode(target);
  const countryId = args.country_id ?? 1;
  charge(ctx, 'visibility_analysis_queries_per_day', `${mode}|${target.location}|${countryId}`);
  return {
    domain: args.domain,
    target,
    mode,
    countryId,
    ...indexPhrases(ctx.state, args.domain, mode, countryId),
  };
}
