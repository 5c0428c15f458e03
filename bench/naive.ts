/**
 * The naive baseline: what one-formula-per-cell would send, with no batching and no cache. Sheets runs
 * up to 30 custom-function executions at once, so the baseline sends from 30 parallel workers.
 */

const PARALLEL_EXECUTIONS = 30;

export interface Service {
  readonly url: string;
  readonly token: string;
}

export interface Tally {
  requests: number;
}

async function call(
  service: Service,
  tally: Tally,
  method: 'GET' | 'POST',
  path: string,
  body?: object,
): Promise<unknown> {
  tally.requests++;
  const url = new URL(path, service.url);
  if (method === 'GET' && body) for (const [k, v] of Object.entries(body)) url.searchParams.set(k, String(v));
  const init: RequestInit = {
    method,
    headers: { Authorization: `Bearer ${service.token}`, 'Content-Type': 'application/json' },
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  };
  // A kept-alive socket may have been closed by the server while the emulator held this thread: send once more.
  const response = await fetch(url, init).catch(() => fetch(url, init));
  const json = (await response.json()) as { success: boolean; data: unknown };
  if (!json.success) throw new Error(`${path} failed: ${JSON.stringify(json)}`);
  return json.data;
}

async function pool<T>(items: readonly T[], work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) await work(items[next++]);
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL_EXECUTIONS, items.length) }, worker));
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One statistics run per cell: create, poll until completed, read. */
export async function naiveKeywordStats(
  service: Service,
  phrases: readonly string[],
  tally: Tally,
): Promise<void> {
  const base = '/api/keywords_analysis/tools/statistics';
  await pool(phrases, async (phrase) => {
    const { id } = (await call(service, tally, 'POST', `${base}/create`, {
      keywords: [phrase],
      country_id: 1,
    })) as { id: number };
    for (;;) {
      await sleep(500);
      const check = (await call(service, tally, 'POST', `${base}/checkData`, { id })) as { status: string };
      if (check.status === 'completed') break;
    }
    await call(service, tally, 'POST', `${base}/getKeywords`, { id, limit: 1, page: 1 });
  });
}

/** One dashboard request per domain cell. */
export async function naiveVisibility(
  service: Service,
  domains: readonly string[],
  tally: Tally,
): Promise<void> {
  await pool(domains, async (domain) => {
    await call(service, tally, 'GET', '/api/visibility_analysis/reports/dashboard/getDomainStatistics', {
      domain,
      fetch_mode: 'topLevelDomain',
      country_id: 1,
    });
  });
}

/** A positions report read at the service's default page size (10 rows a request), one page after another. */
export async function naivePositions(
  service: Service,
  domain: string,
  rows: number,
  tally: Tally,
): Promise<void> {
  for (let page = 1; page <= Math.ceil(rows / 10); page++) {
    await call(service, tally, 'POST', '/api/visibility_analysis/reports/positions/getData', {
      domain,
      fetch_mode: 'topLevelDomain',
      country_id: 1,
      page,
    });
  }
}

/** One keyword-database request per seed cell, as a formula per URL would send it. */
export async function naiveKeywords(service: Service, urls: readonly string[], tally: Tally): Promise<void> {
  await pool(urls, async (url) => {
    await call(service, tally, 'POST', '/api/keywords_analysis/reports/keywords/getKeywords', {
      parameters: [{ data_fetch_mode: 'url', value: [url] }],
      country_id: 1,
      match_mode: 'narrow',
      limit: 100,
    });
  });
}

export async function signIn(url: string, email: string, password: string): Promise<Service> {
  const response = await fetch(new URL('/api/users/token', url), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const json = (await response.json()) as { data: { token: string } };
  return { url, token: json.data.token };
}

/** Usage of every counter, from getLimits (which charges nothing). */
export async function usage(service: Service): Promise<Record<string, number>> {
  const data = (await call(service, { requests: 0 }, 'GET', '/api/users/getLimits')) as Record<
    string,
    { usage: number | null }
  >;
  return Object.fromEntries(Object.entries(data).map(([key, entry]) => [key, entry.usage ?? 0]));
}

/** A simulator control request (`/__sim/reset`...), sent again once if a stale kept-alive socket fails. */
