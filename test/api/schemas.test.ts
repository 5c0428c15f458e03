/** Schema drift: fields the service adds pass through untouched; a missing documented field fails by name. */
import { getLimits, requestToken } from '../../src/api/endpoints/users';
import { getDomainStatistics, getPositions } from '../../src/api/endpoints/visibility';
import { getStatistics } from '../../src/api/endpoints/keywords';
import { ResponseValidationError } from '../../src/api/errors';
import type { HttpOutcome } from '../../src/api/transport';
import { fakeClient, json, ok } from './fakes';

function clientAnswering(answer: HttpOutcome) {
  return fakeClient(() => answer).client;
}

const pagination = { page_count: 1, current_page: 1, has_next_page: false, count: 1, limit: 10 };
const domain = { domain: 'example.pl', fetch_mode: 'topLevelDomain' as const };

test('extra, renamed and nested fields arrive untouched', () => {
  const row = {
    keyword_id: 1,
    keyword: 'buty',
    statistics: { position: { current: 3, previous: 5, brand_new: 'x' }, serp_features: ['ai'] },
    url: 'https://example.pl/',
    added_later: { deep: [1, 2] },
  };
  const page = getPositions(clientAnswering(ok([row], { ...pagination, cursor: 'abc' })), domain);
  expect(page.rows).toEqual([row]);
  expect(page.pagination).toHaveProperty('cursor', 'abc');
});

test.each([
  ['a row without keyword', { keyword_id: 1, statistics: { position: { current: 1 } } }, 'data.0.keyword'],
  [
    'a nested documented field',
    { keyword_id: 1, keyword: 'a', statistics: {} },
    'data.0.statistics.position',
  ],
  [
    'a wrong type',
    { keyword_id: '1', keyword: 'a', statistics: { position: { current: 1 } } },
    'data.0.keyword_id',
  ],
])('%s fails with the path named', (_name, row, path) => {
  const client = clientAnswering(ok([row], pagination));
  const error = (() => {
    try {
      getPositions(client, domain);
    } catch (e) {
      return e as ResponseValidationError;
    }
  })();
  expect(error).toBeInstanceOf(ResponseValidationError);
  expect(error?.code).toBe('RESPONSE_INVALID');
  expect(error?.message).toContain(path);
  expect(error?.issues[0].path.join('.')).toBe(path);
});

test('dashboard statistics keep every metric, known or new', () => {
  const data = {
    domain: 'example.pl',
    statistics: {
      visibility: { recent_value: 12.5, previous_value: 10, diff: 2.5 },
      brand_new_metric: { recent_value: 1 },
    },
  };
  expect(getDomainStatistics(clientAnswering(ok(data)), domain)).toEqual(data);
  expect(() => getDomainStatistics(clientAnswering(ok({ statistics: { top3: {} } })), domain)).toThrow(
    /statistics\.top3\.recent_value/,
  );
});

test('limits accept -1, dates, null usage and null reset', () => {
  const data = {
    keywords_analysis_queries_per_day: { limit: -1, usage: 3, extra_limit: 0, hours_to_reset: 100 },
    visibility_analysis_data_valid_from: {
      limit: '2015-01-01',
      usage: null,
      extra_limit: 0,
      hours_to_reset: null,
    },
  };
  expect(getLimits(clientAnswering(ok(data)), {})).toEqual(data);
});

test('keyword statistics rows need keyword, searches, cpc, trend and found', () => {
  const row = { keyword: 'a', searches: 0, cpc: 0, trend: Array(12).fill(0), found: false };
  expect(getStatistics(clientAnswering(ok([row], pagination)), { id: 1 }).rows).toEqual([row]);
  const { found: _f, ...withoutFound } = row;
  expect(() => getStatistics(clientAnswering(ok([withoutFound], pagination)), { id: 1 })).toThrow(
    /data\.0\.found/,
  );
});

test('a token response without a token is not a sign-in', () => {
  const client = clientAnswering(json(200, { success: true, data: { id: 1, email: 'a@b.c' } }));
  expect(() => requestToken(client, { email: 'a@b.c', password: 'x' })).toThrow(/data\.token/);
});
