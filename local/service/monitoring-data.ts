/** Monitored keywords of the demo projects and their daily positions over the last 90 days. */
import { DAY } from './clock';
import { rowsFor } from './domains';
import { keywordCount, type ProjectDef } from './projects';
import { rng } from './rng';

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
}

export function trackedKeywords(seed: string, project: ProjectDef): TrackedKeyword[] {
  const rows = rowsFor(seed, project.domain, 'subdomain', project.countryId);
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
      });
    }
  }
  return out;
}

/** Position on `date`; null outside the 90 tracked days or outside the TOP100. */
export function positionOn(
  seed: string,
  keyword: TrackedKeyword,
  date: string,
  todayMs: number,
): number | null {
  const t = Date.parse(date);
  if (t > todayMs || t <= todayMs - HISTORY_DAYS * DAY) return null;
  const r = rng(seed, 'tracked', keyword.id);
  const day = t / DAY;
  const p = Math.round(
    keyword.basePosition + 5 * Math.sin(day / 15 + r.next() * 6) + 2 * Math.sin(day / 2.3 + r.next() * 6),
  );
  if (p > 100 || rng(seed, 'trackedgap', keyword.id, date).chance(0.03)) return null;
  return Math.max(1, p);
}
