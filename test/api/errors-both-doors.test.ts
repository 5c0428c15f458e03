/**
 * Errors are made in one place (`api/outcome.ts` `generateError`): the same failure is the same error class
 * and the same words over the API and over the tool server, so a formula's note, a paused report and a
 * retry treat it alike whichever connection met it.
 */
import {
  type ApiError,
  ConnectionCutError,
  EdgeRejectedError,
  GatewayTimeoutError,
  WebPageError,
} from '../../src/api/errors';
import { userMessage } from '../support/in-english';
import { createToolClient } from '../../src/api/mcp/client';
import type { HttpOutcome, HttpRequest } from '../../src/api/transport';
import { FakeTransport, fakeBudget, fakeClient, html, json, ManualClock } from './fakes';

const GETLIMITS = {
  request: { method: 'GET' as const, path: '/api/users/getLimits', params: {} },
  decode: (b: unknown) => b,
};

/** The API door: every request answers `failure`. */
function overTheApi(failure: HttpOutcome): ApiError {
  const { client } = fakeClient(() => failure, { remainingMs: 120_000 });
  const [result] = client.callAll([GETLIMITS]);
  if (result.ok) throw new Error('expected a failure');
  return result.error;
}

/** The tool-server door: the handshake succeeds, every tool call answers `failure`. */
function overTheToolServer(failure: HttpOutcome): ApiError {
  const clock = new ManualClock();
  const transport = new FakeTransport((request: HttpRequest) => {
    const message = JSON.parse(request.payload ?? '{}') as { id?: number; method: string };
    if (message.method === 'initialize')
      return json(200, { jsonrpc: '2.0', id: message.id, result: { protocolVersion: '2025-06-18' } });
    if (message.method === 'notifications/initialized') return { status: 202, headers: {}, body: '' };
    return failure;
  }, clock);
  const client = createToolClient({
    url: 'https://tools.test/mcp',
    token: 't',
    account: 'a@b.c',
    transport,
    budget: fakeBudget(clock, 120_000),
    sleep: clock.sleep,
    tools: ['get_limits'],
    random: () => 0.5,
  });
  const [result] = client.callAll([{ name: 'get_limits', args: {} }]);
  if (result.ok) throw new Error('expected a failure');
  return result.error;
}

describe('the same failure is the same error at either door', () => {
  test.each<[string, HttpOutcome, new (...args: never[]) => ApiError]>([
    ['a 504 from the gateway', html(504, '<html><body>Gateway Time-out</body></html>'), GatewayTimeoutError],
    ['the edge refusing a burst with its HTML page', html(403), EdgeRejectedError],
    ['a web page with status 200 (a captive portal, a parked domain)', html(200), WebPageError],
    ['a web page with another status', html(418), WebPageError],
    [
      'an answer cut off mid-way (fewer bytes than announced)',
      {
        status: 200,
        headers: { 'content-type': 'application/json', 'content-length': '120' },
        body: '{"jsonrpc":"2.0","id":3,"result":{"structuredContent":{"tok',
      },
      ConnectionCutError,
    ],
    [
      'an answer that broke off without a length',
      { status: 200, headers: { 'content-type': 'application/json' }, body: '{"success":true,"data":{"tok' },
      ConnectionCutError,
    ],
  ])('%s', (_name, failure, kind) => {
    const api = overTheApi(failure);
    const tools = overTheToolServer(failure);
    expect(api).toBeInstanceOf(kind);
    expect(tools).toBeInstanceOf(kind);
    if (kind === WebPageError)
      expect(userMessage(api)).toMatch(/^The service answered with a web page, not data/);
    expect([tools.code, tools.retryable, userMessage(tools)]).toEqual([
      api.code,
      api.retryable,
      userMessage(api),
    ]);
  });
});

test('a tool-server event stream cut before its last blank line is a cut connection, never one to update the add-on for', () => {
  const cut = overTheToolServer({
    status: 200,
    headers: { 'content-type': 'text/event-stream' },
    body: 'event: message\ndata: {"jsonrpc":"2.0","id":3,"result":{"content":[{"type":"text","text":"{\\"tok',
  });
  expect(cut).toBeInstanceOf(ConnectionCutError);
  expect(userMessage(cut)).toBe(
    'The connection to the service was cut before its answer arrived; try again shortly.',
  );
  expect(cut.retryable).toBe(true);
});
