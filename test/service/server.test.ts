import { startService } from '../../local/service';
import { spawnService } from '../../local/service/spawn';
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

  test('none clears an armed fault', async () => {
    await sim.control('faults', { mode: 'http503', count: 5 });
    await sim.control('faults', { mode: 'none' });
    expect((await sim.call('/api/users/whoami', { token })).status).toBe(200);
  });

  test('an unknown mode is refused', async () => {
    const res = await sim.control('faults', { mode: 'gremlins', count: 1 });
    expect(res.status).toBe(418);
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
    const child = await spawnService();
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
