/**
 * SEO_KEYWORDS over many seeds, over a transport the test writes: the seed each row came from is shown
 * where the answer names it (under whichever field), one of the seeds sent; elsewhere the cell is blank,
 * never a guess, and the columns are the same either way.
 */
import type { HttpRequest } from '../../src/api/transport';
import type { HttpResponse } from '../../src/shared/http';
import { SEO_KEYWORDS } from '../../src/families/keywords/formulas';
import { namedArgs } from '../../src/functions/formula';
import { renderTable } from '../../src/shared/table';
import { english } from '../../src/shared/i18n/said';
import { fakePorts } from '../cache/fakes';
import { fakeFormulaContext } from './fake-context';

function keywords(rows: object[]) {
  const sent: unknown[] = [];
  const transport = {
    fetchAll: (batch: HttpRequest[]): HttpResponse[] =>
      batch.map((request) => {
        // The counters the spend guard reads before a request of several seeds are not the request.
        if (!request.url.includes('/getLimits')) sent.push(JSON.parse(request.payload ?? '{}'));
        const pagination = { page_count: 1, current_page: 1, has_next_page: false, count: rows.length };
        return {
          status: 200,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ success: true, data: rows, pagination }),
        };
      }),
  };
  const ctx = fakeFormulaContext(fakePorts(), transport);
  return {
    sent,
    table: (...args: unknown[]) =>
      renderTable(
        SEO_KEYWORDS.impl(
          ctx,
          namedArgs(['seed', 'limit', 'country_id', 'mode', 'header', 'refresh'], args as never) as never,
        ),
        english,
      ),
  };
}

describe('SEO_KEYWORDS over many seeds', () => {
  it('names the seed a row came from where the answer says so, under whichever field; blank where not', () => {
    const { sent, table } = keywords([
      { keyword: 'spiwor puchowy', searches: 10, url: 'https://www.example.pl/spiwor/' },
      { keyword: 'rower gorski', searches: 9, seed: 'sklep.pl/rower' },
      { keyword: 'namiot', searches: 8, url: 'inny-sklep.pl/namiot' },
      { keyword: 'karimata', searches: 7 },
    ]);
    const [header, ...rows] = table([['example.pl/spiwor'], ['https://sklep.pl/rower/']], 10, 1, 'url');
    expect(sent).toEqual([
      expect.objectContaining({
        parameters: [{ data_fetch_mode: 'url', value: ['example.pl/spiwor', 'sklep.pl/rower'] }],
        match_mode: 'narrow',
        country_id: 1,
      }),
    ]);
    expect(header.slice(0, 2)).toEqual(['Seed', 'Keyword']);
    expect(rows.map((r) => [r[0], r[1]])).toEqual([
      ['example.pl/spiwor', 'spiwor puchowy'],
      ['sklep.pl/rower', 'rower gorski'],
      ['', 'namiot'],
      ['', 'karimata'],
    ]);
  });

  it('the same seeds in another order or spelling are the same request, answered from the cache; one seed keeps its table', () => {
    const { sent, table } = keywords([{ keyword: 'buty', searches: 10 }]);
    table([['Buty Zimowe'], ['buty']], 10, 1);
    table([['buty'], [' buty  zimowe ']], 10, 1);
    expect(sent).toHaveLength(1);
    expect(table('buty', 10, 1)[0][0]).toBe('Keyword');
  });
});
