import { request } from 'node:http';
import { startService } from '../../local/service';
import { spawnService } from '../../local/service/spawn';
import { SIMULATOR_START_TIMEOUT } from '../support/time-outs';
import { Sim, useSim } from './support';

const sim = useSim();

describe('routing and the path convention', () => {
  let token: string;
  beforeEach(async () => {
    token = await sim.login('demo@example.com');
  });

  test.each([
    '/api/visibility_analysis/reports/positions/get_data',
    '/api/visibility_analysis/reports/positions/get-data',
    '/api/visibility-analysis/reports/positions/getData',
    '/api/visibility_analysis/positions/getData',
    '/api/nothing/here',
  ])('%s is 404 with the bare body', async (path) => {
    const res = await sim.call(path, { token, body: {} });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ success: false, message: '' });
  });

  test('the action name ignores letter case', async () => {
    const res = await sim.call('/api/users/WHOAMI', { token });
    expect(res.status).toBe(200);
  });

  test('a GET-only action sent as POST with a JSON body: 405', async () => {
    const res = await sim.call('/api/users/whoami', { token, body: {} });
    expect(res.status).toBe(405);
  });

  test('a POST action sent as GET: 405', async () => {
    const res = await sim.call('/api/visibility_analysis/reports/positions/getData', { token });
    expect(res.status).toBe(405);
  });
});

describe('faults', () => {
  let token: string;
  beforeEach(async () => {
    token = await sim.login('demo@example.com');
  });

  test('http500_html: 500 with an HTML body for the next N requests, then normal', async () => {
    await sim.control('faults', { mode: 'http500_html', count: 2 });
    for (let i = 0; i < 2; i++) {
      const res = await sim.call('/api/users/whoami', { token });
      expect(res.status).toBe(500);
      expect(res.headers.get('content-type')).toContain('text/html');
    }
    expect((await sim.call('/api/users/whoami', { token })).status).toBe(200);
  });

  test('http503 on every endpoint including whoami', async () => {
    await sim.control('faults', { mode: 'http503', count: 1 });
    const res = await sim.call('/api/users/whoami', { token });
    expect(res.status).toBe(503);
    expect(res.json).toBeUndefined();
  });

  test('edge_reject: a response without the envelope', async () => {
    await sim.control('faults', { mode: 'edge_reject', count: 1 });
    const res = await sim.call('/api/users/whoami', { token });
    expect(res.status).toBe(403);
    expect(res.json).toBeUndefined();
  });

  test('database: 500 with a database error envelope', async () => {
    await sim.control('faults', { mode: 'database', count: 1 });
    const res = await sim.call('/api/users/whoami', { token });
    expect(res.status).toBe(500);
    expect(res.json.data.error.type).toBe('database');
  });

  test('timeout: holds the request hold_ms, then 504', async () => {
    await sim.control('faults', { mode: 'timeout', count: 1, hold_ms: 300 });
    const started = Date.now();
    const res = await sim.call('/api/users/whoami', { token });
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(res.status).toBe(504);
  });

  test('cut: the real answer’s status and length, half its body, then the connection closes', async () => {
    await sim.control('faults', { mode: 'cut', count: 1, path: '/api/users/whoami' });
    const answer = await new Promise<{ status: number; length: number; received: number; closed: string }>(
      (resolve, reject) => {
        const req = request(`${sim.url}/api/users/whoami`, { headers: { Authorization: `Bearer ${token}` } });
        req.on('error', reject);
        req.on('response', (res) => {
          let received = 0;
          res.on('data', (chunk: Buffer) => {
            received += chunk.length;
          });
          const done = (closed: string) =>
            resolve({
              status: res.statusCode ?? 0,
              length: Number(res.headers['content-length']),
              received,
              closed,
            });
          res.on('end', () => done('end'));
          res.on('error', () => done('cut'));
          res.on('aborted', () => done('cut'));
        });
        req.end();
      },
    );
    expect(answer.status).toBe(200);
    expect(answer.closed).toBe('cut');
    expect(answer.received).toBe(Math.floor(answer.length / 2));
    expect((await sim.call('/api/users/whoami', { token })).status).toBe(200);
  });

  test('none clears an armed fault', async () => {
    await sim.control('faults', { mode: 'http503', count: 5 });
    await sim.control('faults', { mode: 'none' });
    expect((await sim.call('/api/users/whoami', { token })).status).toBe(200);
  });

  test('an unknown mode is refused', async () => {
    const res = await sim.control('faults', { mode: 'gremlins', count: 1 });
    expect(res.status).toBe(418);
  });

  test('a fault aimed at a path hits that endpoint only, its count spent there alone', async () => {
    const armed = await sim.control('faults', { mode: 'http503', count: 2, path: '/api/users/getLimits' });
    expect(armed.json.data).toEqual({ mode: 'http503', remaining: 2, path: '/api/users/getLimits' });
    expect((await sim.call('/api/users/whoami', { token })).status).toBe(200);
    expect((await sim.call('/api/users/getlimits', { token })).status).toBe(503);
    expect((await sim.call('/api/countries/getList', { token })).status).toBe(200);
    const state = (await sim.call('/__sim/state')).json.data;
    expect(state.fault).toEqual({ mode: 'none', remaining: 0 });
    expect(state.aimed).toEqual([{ path: '/api/users/getLimits', mode: 'http503', remaining: 1 }]);
    expect((await sim.call('/api/users/getLimits', { token })).status).toBe(503);
    expect((await sim.call('/api/users/getLimits', { token })).status).toBe(200);
  });

  test('a prefix hits every path under it; an exact path wins over a prefix, and a prefix over the unaimed fault', async () => {
    await sim.control('faults', { mode: 'http500_html', count: 10, prefix: '/api/users/' });
    await sim.control('faults', { mode: 'edge_reject', count: 10, path: '/api/users/whoami' });
    await sim.control('faults', { mode: 'database', count: 10 });
    expect((await sim.call('/api/users/whoami', { token })).status).toBe(403);
    expect((await sim.call('/api/users/getLimits', { token })).status).toBe(500);
    expect((await sim.call('/api/users/getLimits', { token })).json).toBeUndefined();
    expect((await sim.call('/api/countries/getList', { token })).json.data.error.type).toBe('database');
    // `none` with an aim clears that aim; without one, everything.
    await sim.control('faults', { mode: 'none', path: '/api/users/whoami' });
    expect((await sim.call('/api/users/whoami', { token })).status).toBe(500);
    await sim.control('faults', { mode: 'none' });
    expect((await sim.call('/api/users/whoami', { token })).status).toBe(200);
    expect((await sim.call('/__sim/state')).json.data.aimed).toEqual([]);
  });

  test('the tool server is reached only by a fault aimed at it', async () => {
    const post = () => sim.call('/mcp', { body: { jsonrpc: '2.0', id: 1, method: 'tools/list' } });
    await sim.control('faults', { mode: 'http503', count: 5 });
    expect((await post()).status).toBe(401);
    await sim.control('faults', { mode: 'none' });
    await sim.control('faults', { mode: 'http503', count: 1, path: '/mcp' });
    const failed = await post();
    expect(failed.status).toBe(503);
    expect(failed.headers.get('content-type')).toContain('text/html');
    expect((await post()).status).toBe(401);
    expect((await sim.call('/api/users/whoami', { token })).status).toBe(200);
  });

  test('a path must start with a slash, and a fault takes a path or a prefix, not both', async () => {
    expect((await sim.control('faults', { mode: 'http503', path: 'api/users/whoami' })).status).toBe(418);
    const both = await sim.control('faults', { mode: 'http503', path: '/mcp', prefix: '/api/' });
    expect(both.status).toBe(418);
  });
});

describe('control endpoints', () => {
  test('latency delays every API answer', async () => {
    await sim.control('latency', { latency_ms: 200 });
    const started = Date.now();
    await sim.call('/api/countries/getList', { token: await sim.login('demo@example.com') });
    expect(Date.now() - started).toBeGreaterThanOrEqual(190);
  });

  test('advance moves the clock; reset brings it back', async () => {
    const before = Date.parse((await sim.call('/__sim/state')).json.data.now);
    await sim.control('advance', { seconds: 86400 });
    const after = Date.parse((await sim.call('/__sim/state')).json.data.now);
    expect(after - before).toBeGreaterThanOrEqual(86400 * 1000);
    await sim.control('reset');
    expect((await sim.call('/__sim/state')).json.data.offset_seconds).toBe(0);
  });
});

describe('as a child process', () => {
  test('spawnService starts the CLI on a free port and stops it', async () => {
    const child = await spawnService({ startTimeoutMs: SIMULATOR_START_TIMEOUT });
    try {
      const res = await fetch(`${child.url}/api/users/whoami`, { redirect: 'manual' });
      expect(res.status).toBe(302);
    } finally {
      await child.stop();
    }
    await expect(fetch(`${child.url}/api/users/whoami`)).rejects.toThrow();
  });
});

describe('seed', () => {
  test('another seed generates other data and signs tokens another service rejects', async () => {
    const other = new Sim();
    await other.start({ seed: 'another' });
    try {
      const body = { domain: 'example.cz', fetch_mode: 'topLevelDomain', country_id: 50, limit: 20 };
      const path = '/api/visibility_analysis/reports/positions/getData';
      const mine = await sim.call(path, { token: await sim.login('demo@example.com'), body });
      const theirs = await other.call(path, { token: await other.login('demo@example.com'), body });
      expect(theirs.json.data).not.toEqual(mine.json.data);
      expect(
        (await sim.call('/api/users/whoami', { token: await other.login('demo@example.com') })).status,
      ).toBe(302);
    } finally {
      await other.stop();
    }
  });

  test('the same seed in a new service gives the same data and accepts the same token', async () => {
    const token = await sim.login('demo@example.com');
    const again = await startService({ seed: 'default' });
    try {
      const res = await fetch(`${again.url}/api/users/whoami`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      expect(res.status).toBe(200);
    } finally {
      await again.close();
    }
  });
});
