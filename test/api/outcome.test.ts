/** One case per row of the spec's error tables: HTTP outcome → typed error with a plain-language message. */
import {
  type ApiError,
  type ApiErrorCode,
  type InvalidDataError,
  QuotaExceededError,
} from '../../src/api/errors';
import { userMessage } from '../support/in-english';
import { interpretOutcome } from '../../src/api/outcome';
import type { HttpOutcome } from '../../src/api/transport';
import { emptyEnvelope, failure, html, json, ok } from './fakes';

const POSITIONS = '/api/visibility_analysis/reports/positions/getData';
const KEYWORDS = '/api/keywords_analysis/reports/keywords/getKeywords';

function errorOf(outcome: HttpOutcome, path = POSITIONS, account?: string): ApiError {
  try {
    interpretOutcome(outcome, { path, account });
  } catch (error) {
    return error as ApiError;
  }
  throw new Error('expected an error');
}

describe('authentication outcomes', () => {
  test.each<[string, HttpOutcome, string, ApiErrorCode, RegExp]>([
    [
      'wrong credentials',
      failure('unauthorized', 'Invalid username or password'),
      '/api/users/token',
      'INVALID_CREDENTIALS',
      /wrong e-mail or password/i,
    ],
    [
      'unconfirmed e-mail',
      failure('unauthorized', 'Email isnt confrimed'),
      '/api/users/token',
      'EMAIL_NOT_CONFIRMED',
      /not confirmed/i,
    ],
    [
      'token sent instead of credentials',
      failure('unauthorized', 'Token expired'),
      '/api/users/token',
      'SESSION_EXPIRED',
      /Sign in again from Extensions › SEO Sheets/,
    ],
    [
      '302 to the login path',
      { status: 302, headers: { location: '/api/visibility_analysis/users/login' }, body: '' },
      POSITIONS,
      'SESSION_EXPIRED',
      /Sign in again from Extensions › SEO Sheets/,
    ],
    [
      '404 after following the redirect',
      emptyEnvelope(404),
      '/api/visibility_analysis/users/login',
      'SESSION_EXPIRED',
      /expired/,
    ],
    ['403: no plan or no API add-on', emptyEnvelope(403), POSITIONS, 'NO_API_ACCESS', /no API access/],
    [
      '403 on the SERP module',
      emptyEnvelope(403),
      '/api/serp_analysis/reports/urls/getList',
      'SERP_NOT_IN_PLAN',
      /SERP add-on/,
    ],
    [
      '403 on a SERP task family',
      emptyEnvelope(403),
      '/api/tasks/management/serp_analysis/create',
      'SERP_NOT_IN_PLAN',
      /SERP add-on/,
    ],
    [
      '418 without type on the SERP module',
      json(418, { success: false, message: '' }),
      '/api/serp_analysis/reports/urls/getList',
      'SERP_NOT_IN_PLAN',
      /SERP add-on/,
    ],
  ])('%s', (_name, outcome, path, code, message) => {
    const error = errorOf(outcome, path);
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
    expect(error.retryable).toBe(false);
  });

  test('a session message names the account in use', () => {
    const error = errorOf(
      { status: 302, headers: { location: '/api/x/users/login' }, body: '' },
      POSITIONS,
      'a@b.pl',
    );
    expect(error.message).toContain('a@b.pl');
  });

  test('a missing field on the token endpoint is invalid input, not wrong credentials', () => {
    const error = errorOf(
      failure('invalid_data', 'Given data is invalid', { password: { _required: 'This field is required' } }),
      '/api/users/token',
    );
    expect(error.code).toBe('INVALID_DATA');
    expect(error.message).toBe('The service refused password: it is required.');
  });
});

describe('error envelope types', () => {
  test.each<[string, HttpOutcome, ApiErrorCode, RegExp]>([
    [
      'invalid_data',
      failure('invalid_data', 'Given data is invalid', { domain: { _required: 'This field is required' } }),
      'INVALID_DATA',
      /domain: it is required/,
    ],
    ['unfinished task', failure('invalid_data', 'Unfinished task'), 'UNFINISHED_TASK', /still running/],
    [
      'invalid_filtering',
      failure('invalid_filtering', 'Given filtering is invalid'),
      'INVALID_FILTERING',
      /filter/,
    ],
    [
      'unauthorized resource',
      failure('unauthorized', 'Unauthorized access'),
      'UNAUTHORIZED_RESOURCE',
      /another account/,
    ],
    [
      'unreachable_data',
      failure('unreachable_data', 'Source down'),
      'DATA_UNREACHABLE',
      /temporarily unavailable/,
    ],
    [
      'timeout',
      failure('timeout', 'Processing time exceeded. Narrow the request.'),
      'SERVER_TIMEOUT',
      /narrow the request/,
    ],
    ['database as 418', failure('database', 'Database error'), 'DATABASE', /database/],
    ['an unknown type', failure('something_new', 'Odd'), 'SERVICE_ERROR', /temporary problem: Odd/],
  ])('%s', (_name, outcome, code, message) => {
    const error = errorOf(outcome);
    expect(error.code).toBe(code);
    expect(error.message).toMatch(message);
    expect(error.retryable).toBe(false);
  });

  test('invalid_data lists every field, rule and message of params', () => {
    const error = errorOf(
      failure('invalid_data', 'Given data is invalid', {
        fetch_mode: { choice: 'Invalid value' },
        'keywords.1': { not_blank: 'This value should not be blank' },
        limit: { max: 'Too big' },
      }),
    ) as InvalidDataError;
    expect(error.fields).toEqual([
      { field: 'fetch_mode', rule: 'choice', message: 'Invalid value' },
      { field: 'keywords.1', rule: 'not_blank', message: 'This value should not be blank' },
      { field: 'limit', rule: 'max', message: 'Too big' },
    ]);
    expect(error.message).toBe(
      'The service refused fetch_mode: Invalid value; keywords.1: This value should not be blank; limit: Too big.',
    );
  });

  test('the reversed date-range message is passed on as the service words it', () => {
    const error = errorOf(
      failure('invalid_data', 'Given data is invalid', {
        date_max: { date_range: 'date_max cannot be greater than date_min' },
      }),
    );
    expect(error.message).toContain('date_max: date_max cannot be greater than date_min');
  });
});

describe('HTTP statuses', () => {
  test('418 quota on the keyword database: counter and limit from the message', () => {
    const error = errorOf(
      failure('limit_exceeded', 'You have reached daily limit of queries. Daily limit value is 50'),
      KEYWORDS,
    ) as QuotaExceededError;
    expect(error).toBeInstanceOf(QuotaExceededError);
    expect(error.counter).toBe('keywords_analysis_queries_per_day');
    expect(error.limit).toBe(50);
    expect(error.retryable).toBe(false);
    expect(error.message).toContain('Keyword database quota is used up (limit 50)');
  });

  test('418 quota elsewhere, without a documented message: counter from the path', () => {
    const error = errorOf(failure('limit_exceeded', 'Query limit exceeded')) as QuotaExceededError;
    expect(error.code).toBe('QUOTA_EXCEEDED');
    expect(error.counter).toBe('visibility_analysis_queries_per_day');
  });

  test.each<[string, HttpOutcome, ApiErrorCode, boolean]>([
    ['404 empty envelope: no such route', emptyEnvelope(404), 'ROUTE_NOT_FOUND', false],
    [
      '400 Not Found with the path: a route the service no longer has',
      json(400, {
        message: 'Not Found',
        url: '/api/visibility_analysis/tools/direct_answers/getData',
        code: 400,
      }),
      'ROUTE_NOT_FOUND',
      false,
    ],
    [
      '418 backlinks_api_error: an upstream source failed, tried later',
      failure('backlinks_api_error', 'External error while fetching data from backlinks API'),
      'SERVICE_ERROR',
      true,
    ],
    ['404 HTML: no such resource', html(404), 'RESOURCE_NOT_FOUND', false],
    ['405 wrong method', emptyEnvelope(405), 'METHOD_NOT_ALLOWED', false],
    ['405 HTML', html(405), 'METHOD_NOT_ALLOWED', false],
    ['500 HTML', html(500), 'SERVER_ERROR', true],
    ['500 JSON without envelope', json(500, { error: 'x' }), 'SERVER_ERROR', true],
    [
      '500 database envelope',
      json(500, { success: false, data: { error: { type: 'database', message: 'Database error' } } }),
      'DATABASE',
      true,
    ],
    ['503 outage', html(503), 'SERVICE_UNAVAILABLE', true],
    ['503 envelope', emptyEnvelope(503), 'SERVICE_UNAVAILABLE', true],
    ['504 gateway timeout', html(504), 'GATEWAY_TIMEOUT', true],
    [
      'edge rejection: 403 without envelope',
      html(403, 'Request blocked by edge protection'),
      'EDGE_REJECTED',
      true,
    ],
    ['a web page with status 200: not data, not the edge', html(200, 'Welcome'), 'RESPONSE_INVALID', false],
    ['a web page with a 418', html(418, 'Oops'), 'RESPONSE_INVALID', false],
    ['200 that is neither the envelope nor a page', json(200, { rows: [] }), 'RESPONSE_INVALID', false],
    ['edge rejection: 429 without envelope', html(429, 'Too many'), 'EDGE_REJECTED', true],
    [
      'a redirect elsewhere',
      { status: 301, headers: { location: 'https://elsewhere/' }, body: '' },
      'SERVICE_ERROR',
      false,
    ],
    ['network failure', { thrown: new Error('Address unavailable: https://api.test') }, 'NETWORK', true],
    [
      'a connection reset mid-answer',
      { thrown: new Error('Connection reset by peer') },
      'CONNECTION_CUT',
      true,
    ],
    [
      'a 200 whose JSON breaks off',
      { status: 200, headers: { 'content-type': 'application/json' }, body: '{"success":true,"data":{"to' },
      'CONNECTION_CUT',
      true,
    ],
    ['an empty 200', { status: 200, headers: {}, body: '' }, 'CONNECTION_CUT', true],
    [
      'a 418 envelope that breaks off',
      { status: 418, headers: { 'content-type': 'application/json' }, body: '{"success":false,"data":{"err' },
      'CONNECTION_CUT',
      true,
    ],
    [
      'a 503 page cut short: its status says what happened',
      { status: 503, headers: { 'content-length': '900' }, body: '<html><body>Service' },
      'SERVICE_UNAVAILABLE',
      true,
    ],
  ])('%s', (_name, outcome, code, retryable) => {
    const error = errorOf(outcome);
    expect(error.code).toBe(code);
    expect(error.retryable).toBe(retryable);
    expect(error.message).not.toMatch(/at .*\(|<html/i);
  });

  test('200 with empty data is a success, not an error', () => {
    expect(
      interpretOutcome(
        ok([], { page_count: 0, current_page: 1, has_next_page: false, count: 0, limit: 10 }),
        { path: POSITIONS },
      ),
    ).toEqual(expect.objectContaining({ success: true, data: [] }));
  });

  test('a 200 envelope that says success: false is read by its error type', () => {
    expect(
      errorOf(json(200, { success: false, data: { error: { type: 'timeout', message: 'x' } } })).code,
    ).toBe('SERVER_TIMEOUT');
  });

  test('a refusal inside a 200 (success: false, invalid_data) names its field and rule', () => {
    const error = errorOf(
      json(200, {
        success: false,
        data: {
          error: {
            type: 'invalid_data',
            message: 'Given data is invalid',
            params: { project_id: { already_active: 'Project is already active' } },
          },
        },
      }),
    );
    expect(error.code).toBe('INVALID_DATA');
    expect(error.message).toBe('The service refused project_id: Project is already active.');
  });

  test('the service does not offer a route it no longer has, said as such', () => {
    const error = errorOf(json(400, { message: 'Not Found', url: '/api/x/getData', code: 400 }));
    expect(error.message).toMatch(/does not offer .* \(any more\)/);
    expect(error.message).not.toMatch(/bad request|update/i);
  });

  test('an upstream error says plainly it is passing, to try later', () => {
    const error = errorOf(
      failure('backlinks_api_error', 'External error while fetching data from backlinks API'),
    );
    expect(error.message).toMatch(/backlinks.*try again later/);
  });

  test('an export answers text', () => {
    const csv = { status: 200, headers: { 'content-type': 'text/csv' }, body: 'keyword,position\na,1\n' };
    expect(
      interpretOutcome(csv, { path: '/api/serp_analysis/exports/top100_crawl/getCsv', expect: 'text' }),
    ).toBe(csv.body);
  });
});

describe('a cut connection is named as such, never as a reason to update the add-on', () => {
  const TOKEN = '/api/users/token';
  test('a token answer with fewer bytes than its Content-Length, even where what came parses', () => {
    const whole = JSON.stringify({ success: true, data: { token: 'a.b.c', expires: 31 } });
    const error = errorOf(
      { status: 200, headers: { 'content-length': String(whole.length + 12) }, body: whole.slice(0, -1) },
      TOKEN,
    );
    expect(error.code).toBe('CONNECTION_CUT');
    expect(userMessage(error)).toBe(
      'The connection to the service was cut before its answer arrived; try again shortly.',
    );
    expect(userMessage(error)).not.toMatch(/Update SEO Sheets/);
  });

  test('a whole answer counts its bytes in UTF-8: Polish letters are not a cut', () => {
    const body = JSON.stringify({ success: true, data: { keyword: 'żółć' } });
    const bytes = Buffer.byteLength(body, 'utf8');
    expect(
      interpretOutcome(
        { status: 200, headers: { 'content-length': String(bytes) }, body },
        { path: KEYWORDS },
      ),
    ).toEqual({ success: true, data: { keyword: 'żółć' } });
  });

  test('an export cut short is not taken for the whole file', () => {
    const cut = {
      status: 200,
      headers: { 'content-type': 'text/csv', 'content-length': '400' },
      body: 'keyword,pos',
    };
    expect(() =>
      interpretOutcome(cut, { path: '/api/serp_analysis/exports/top100_crawl/getCsv', expect: 'text' }),
    ).toThrow(/connection to the service was cut/);
  });

  test('the empty 403 of the spec stays what it was', () => {
    expect(errorOf({ status: 403, headers: {}, body: '' }).code).not.toBe('CONNECTION_CUT');
  });
});

describe('userMessage', () => {
  test('an API error: its own message', () => {
    expect(userMessage(errorOf(html(503)))).toMatch(/unavailable right now/);
  });

  test('any other error: the first line only, never a stack', () => {
    const error = new TypeError('x is undefined\nmore');
    expect(userMessage(error)).toBe('SEO Sheets: x is undefined');
    expect(userMessage(error)).not.toContain('at ');
  });

  test.each([
    ['Exceeded maximum execution time', /Out of time/],
    ['Service invoked too many times for one day: urlfetch.', /daily quota/],
    ['Script invoked too many times per second for this Google user account.', /Too many formulas/],
    ['You do not have permission to call UrlFetchApp.fetch', /not allowed/],
  ])('platform failure %s', (message, expected) => {
    expect(userMessage(new Error(message))).toMatch(expected);
  });

  test('values that are not errors', () => {
    expect(userMessage('plain')).toBe('SEO Sheets: plain');
    expect(userMessage(undefined)).toBe('SEO Sheets: something went wrong; try again.');
    expect(userMessage({ weird: true })).toBe('SEO Sheets: something went wrong; try again.');
  });
});
