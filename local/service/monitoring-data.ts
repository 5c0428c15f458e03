/** Monitored keywords of the demo projects and their daily positions over the last 90 days. */
import { DAY, isoDate } from './clock';
import { ctr, parseTarget, rowsFor } from './domains';
import { normalizePhrase } from './keywords-data';
import { phraseOn } from './position-scripts';
import { keywordCount, type ProjectDef } from './projects';
import type { IndexData } from './ranking';
import { rng } from './rng';
import { round2 } from './visibility-stats';

const HISTORY_DAYS = 90;

export interface TrackedKeyword {
  id: number;
  keyword: string;
  groupId: number;
  groupName: string;
  searches: number;
  url: string;
  basePosition: number;
  localizationId: number | null;
  /** The project's registrable domain and database: whose scripted positions it reads. */
  registrable: string;
  countryId: number;
}

export function trackedKeywords(seed: string, project: ProjectDef): TrackedKeyword[] {
  const rows = rowsFor(seed, project.domain, 'subdomain', project.countryId);
  const registrable = parseTarget(project.domain)?.registrable ?? project.domain;
  const out: TrackedKeyword[] = [];
  let n = 0;
  const stride = Math.max(1, Math.floor(rows.length / keywordCount(project)));
  for (const group of project.groups) {
    for (let i = 0; i < group.keywords; i++, n++) {
      const row = rows[(n * stride) % rows.length];
      out.push({
        id: project.id * 1000 + n + 1,
        keyword: row.keyword,
        groupId: group.id,
        groupName: group.name,
        searches: row.metrics.searches,
        url: row.url,
        basePosition: row.position,
        localizationId: n % 5 === 0 ? 1001 : null,
        registrable,
        countryId: project.countryId,
      });
    }
  }
  return out;
}

/** What the tracker read that day: the position (null: outside the TOP100) and the page that ranked. */
export interface TrackedPlace {
  position: number | null;
  url: string;
}

/**
 * The keyword on `date`: what a script set for its domain and phrase on the days it covers, else its
 * generated position; null outside the 90 tracked days.
 */
export function trackedPlace(
  data: Pick<IndexData, 'seed' | 'positions'>,
  keyword: TrackedKeyword,
  date: string,
  todayMs: number,
): TrackedPlace {
  const t = Date.parse(date);
  if (t > todayMs || t <= todayMs - HISTORY_DAYS * DAY) return { position: null, url: keyword.url };
  const scripted = scriptedOn(data, keyword, date);
  if (scripted?.position !== undefined)
    return { position: scripted.position || null, url: scripted.url ?? keyword.url };
  const r = rng(data.seed, 'tracked', keyword.id);
  const day = t / DAY;
  const p = Math.round(
    keyword.basePosition + 5 * Math.sin(day / 15 + r.next() * 6) + 2 * Math.sin(day / 2.3 + r.next() * 6),
  );
  if (p > 100 || rng(data.seed, 'trackedgap', keyword.id, date).chance(0.03))
    return { position: null, url: keyword.url };
  return { position: Math.max(1, p), url: keyword.url };
}

/** The position alone, as most tracker figures read it. */
export function positionOn(
  data: Pick<IndexData, 'seed' | 'positions'>,
  keyword: TrackedKeyword,
  date: string,
  todayMs: number,
): number | null {
  return trackedPlace(data, keyword, date, todayMs).position;
}

function scriptedOn(data: Pick<IndexData, 'positions'>, keyword: TrackedKeyword, date: string) {
  if (!data.positions.list().length) return undefined;
  const scripts = data.positions.ofDomain(keyword.registrable, keyword.countryId);
  return phraseOn(scripts.get(normalizePhrase(keyword.keyword)) ?? [], date);
}

/** A project as every listing names it. */
export function projectSummary(project: ProjectDef, nowMs: number) {
  return {
    id: project.id,
    name: project.name,
    domain: project.domain,
    country_id: project.countryId,
    keywords_count: keywordCount(project),
    groups_count: project.groups.length,
    created_at: isoDate(nowMs - project.ageDays * DAY),
  };
}

/** Today's standing of a project's keywords: visibility (searches × CTR), average position, TOP counts. */
export function projectStanding(
  data: Pick<IndexData, 'seed' | 'positions'>,
  project: ProjectDef,
  nowMs: number,
) {
  const today = isoDate(nowMs);
  const ranked = trackedKeywords(data.seed, project).flatMap((k) => {
    const position = positionOn(data, k, today, nowMs);
    return position === null ? [] : [{ searches: k.searches, position }];
  });
  const within = (max: number) => ranked.filter((r) => r.position <= max).length;
  return {
    visibility: round2(ranked.reduce((sum, r) => sum + r.searches * ctr(r.position), 0)),
    average_position: round2(
      ranked.length ? ranked.reduce((sum, r) => sum + r.position, 0) / ranked.length : 0,
    ),
    top3: within(3),
    top10: within(10),
    top50: within(50),
    last_update: today,
  };
}
