/** A minimal statistics service behind the API client's transport, for formula tests without HTTP. */
import type { HttpRequest } from '../../src/api/transport';
import type { HttpResponse } from '../../src/shared/http';
import type { FormulaContext } from '../../src/functions/formula';
import { fakePorts } from '../cache/fakes';
import { fakeFormulaContext } from './fake-context';

function ok(data: unknown, pagination?: unknown): HttpResponse {
  return {
    status: 200,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ success: true, data, pagination }),
  };
}

/** Searches derived from the phrase, so every phrase has its own stable answer. */
export function searchesOf(phrase: string): number {
  let h = 0;
  for (const ch of phrase) h = (h * 31 + (ch.codePointAt(0) ?? 0)) % 100_000;
  return h;
}

export interface FakeService {
  readonly ctx: FormulaContext;
  readonly requests: HttpRequest[];
  /** Phrases sent per statistics run. */
  readonly runs: string[][];
  failWith?: HttpResponse;
  advance(ms: number): void;
}

export function fakeService(): FakeService {
  const world = fakePorts();
  const runs: string[][] = [];
  const requests: HttpRequest[] = [];
  const service: FakeService = {
    advance: (ms) => {
      world.clock.now += ms;
    },
    requests,
    runs,
    ctx: fakeFormulaContext(world, { fetchAll: (batch) => batch.map(answer) }),
  };
  function answer(request: HttpRequest): HttpResponse {
    requests.push(request);
    if (service.failWith) return service.failWith;
    const body = JSON.parse(request.payload ?? '{}');
    if (request.url.endsWith('/statistics/create')) {
      runs.push(body.keywords);
      return ok({ public_id: `run-${runs.length}`, has_data: false });
    }
    if (request.url.endsWith('/statistics/checkData')) return ok({ exists: true, has_data: true });
    const sent = runs[Number(body.public_id.slice('run-'.length)) - 1];
    // As the reference: a phrase the database does not know is absent from the answer.
    const rows = sent
      .map((keyword) => ({ keyword, searches: searchesOf(keyword) }))
      .filter(({ searches }) => searches % 10 !== 0)
      .map(({ keyword, searches }) => ({
        keyword,
        searches,
        cpc: searches / 1000,
        trends: Array(12).fill(searches),
      }));
    return ok(rows, { page_count: 1, current_page: 1, has_next_page: false, count: rows.length, limit: 500 });
  }
  return service;
}
