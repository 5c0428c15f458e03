/**
 * The simulator's own answers, read by the test with its own sign-in (another account: the demo account's
 * counters move only with the add-on's runs), and what crossed each rule between two of them: the truth the
 * alerts are held to. Written apart from src/alerts so a mistake there is not repeated here.
 */

/** A sign-in of the test's own. */
export async function oracleToken(sim: string): Promise<string> {
  const answer = await fetch(`${sim}/api/users/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'email=demo-pl%40example.com&password=demo',
  });
  return ((await answer.json()) as { data: { token: string } }).data.token;
}

type Json = Record<string, unknown>;

async function call(sim: string, token: string, path: string, params: Record<string, string | number>) {
  const body = new URLSearchParams(Object.entries(params).map(([k, v]) => [k, String(v)]));
  const get = path.endsWith('getDomainStatistics');
  const url = `${sim}/api/visibility_analysis/${path}${get ? `?${body}` : ''}`;
  const answer = await fetch(url, {
    method: get ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
    ...(get ? {} : { body }),
  });
  return (await answer.json()) as { data: unknown; pagination?: { has_next_page?: boolean } };
}

/** Every row of a list, page by page. */
async function rows(
  sim: string,
  token: string,
  path: string,
  params: Record<string, string | number>,
): Promise<Json[]> {
  const all: Json[] = [];
  for (let page = 1; ; page++) {
    const answer = await call(sim, token, path, { ...params, limit: 100, page });
    all.push(...(answer.data as Json[]));
    if (!answer.pagination?.has_next_page) return all;
  }
}

/** A figure as the service nests it: `{current}` in lists, the dashboard's `{recent_value}`. */
const current = (value: unknown): number | null => {
  const figure =
    value && typeof value === 'object' ? ((value as Json).current ?? (value as Json).recent_value) : value;
  return figure === null || figure === undefined || figure === '' ? null : Number(figure);
};

/** What each schedule's rules compare, as the simulator has it now. */
export async function observed(sim: string, token: string, domain: string) {
  const asked = { domain, fetch_mode: 'topLevelDomain', country_id: 1 };
  const positions = new Map<string, number>();
  for (const row of await rows(sim, token, 'reports/positions/getData', asked)) {
    const position = current((row.statistics as Json).position);
    if (position) positions.set(String(row.keyword), position);
  }
  const pages = new Map<string, Set<string>>();
  for (const row of await rows(sim, token, 'reports/cannibalization/getKeywords', asked)) {
    const url = String(((row.statistics as Json).url as Json).current);
    pages.set(String(row.keyword), (pages.get(String(row.keyword)) ?? new Set()).add(url));
  }
  const stats = (await call(sim, token, 'reports/dashboard/getDomainStatistics', asked)).data as Json;
  const visibility = current((stats.statistics as Json).visibility) ?? 0;
  const competitors = new Map<string, number>();
  let own = 0;
  for (const row of (await call(sim, token, 'reports/competitors/getData', { ...asked, limit: 20, page: 1 }))
    .data as Json[]) {
    const figure = current((row.statistics as Json).visibility) ?? 0;
    if (row.is_main_domain) own = figure;
    else competitors.set(String(row.domain), figure);
  }
  const cited = new Map<string, boolean>();
  for (const row of await rows(sim, token, 'reports/ai_overviews/getKeywords', { ...asked, country_id: 200 }))
    cited.set(String(row.keyword), row.best_aio_pos !== null && row.best_aio_pos !== undefined);
  return { positions, pages, visibility, competitors, own, cited };
}

export type Observed = Awaited<ReturnType<typeof observed>>;

/** What crossed each rule between two answers: by section of a digest (`top10:up`), the phrases or domains. */
export function crossed(before: Observed, after: Observed): Record<string, Record<string, string[]>> {
  const sections: Record<string, Record<string, Set<string>>> = {
    positions: {},
    cannibalization: {},
    statistics: {},
    competitors: {},
    aio: {},
  };
  const add = (schedule: string, section: string, text: string) => {
    sections[schedule][section] ??= new Set();
    sections[schedule][section].add(text);
  };
  const phrases = new Set([...before.positions.keys(), ...after.positions.keys()]);
  for (const phrase of phrases) {
    const [was, is] = [before.positions.get(phrase), after.positions.get(phrase)];
    for (const top of [10, 3]) {
      const [inWas, inIs] = [(was ?? 101) <= top, (is ?? 101) <= top];
      if (!inWas && inIs) add('positions', `top${top}:up`, phrase);
      if (top === 10 && inWas && !inIs) add('positions', 'top10:down', phrase);
    }
    if (was && is && Math.abs(was - is) >= 8) add('positions', is < was ? 'move:up' : 'move:down', phrase);
  }
  for (const phrase of new Set([...before.pages.keys(), ...after.pages.keys()]))
    if ((before.pages.get(phrase)?.size ?? 0) < 2 && (after.pages.get(phrase)?.size ?? 0) >= 2)
      add('cannibalization', 'cannibalization', phrase);
  const moved =
    before.visibility > 0 ? ((after.visibility - before.visibility) / before.visibility) * 100 : 0;
  if (Math.abs(moved) >= 5) add('statistics', moved > 0 ? 'visibility:up' : 'visibility:down', 'pieczywo.pl');
  for (const [domain, is] of after.competitors) {
    const was = before.competitors.get(domain);
    if (was !== undefined && was <= before.own && is > after.own) add('competitors', 'competitor', domain);
  }
  for (const phrase of new Set([...before.cited.keys(), ...after.cited.keys()])) {
    const [was, is] = [before.cited.get(phrase) ?? false, after.cited.get(phrase) ?? false];
    if (was !== is) add('aio', is ? 'aio:up' : 'aio:down', phrase);
  }
  return Object.fromEntries(
    Object.entries(sections).map(([schedule, found]) => [
      schedule,
      Object.fromEntries(Object.entries(found).map(([section, texts]) => [section, [...texts].sort()])),
    ]),
  );
}
