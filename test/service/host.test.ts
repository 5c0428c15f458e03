/**
 * The host of simulators the test run shares (local/service/host.ts): each simulator it starts is a
 * service of its own (port, clock, sign-ins), one stopped leaves the others answering, and the host
 * refuses what it does not serve.
 */
import { type RunningHost, startHost } from '../../local/service/host';
import { hostedService, type SpawnedService } from '../../local/service/spawn';
import { simulatorControl, simulatorState } from '../../local/service/control-client';

let host: RunningHost;
beforeAll(async () => {
  host = await startHost();
});
afterAll(() => host?.close());

const now = async (service: SpawnedService) => Date.parse(String((await simulatorState(service.url)).now));

test('two simulators of one host keep their own clocks; one stopped, the other still answers', async () => {
  const [one, two] = await Promise.all([hostedService(host.url), hostedService(host.url, { latencyMs: 0 })]);
  expect(one.url).not.toBe(two.url);
  const before = await now(two);
  await simulatorControl(one.url, '/__sim/advance', { seconds: 86_400 });
  expect((await now(one)) - before).toBeGreaterThanOrEqual(86_400_000);
  expect((await now(two)) - before).toBeLessThan(86_400_000);
  await one.stop();
  await expect(fetch(`${one.url}/__sim/state`)).rejects.toThrow();
  expect((await fetch(`${two.url}/__sim/state`)).status).toBe(200);
  await two.stop();
});

test('a seed of its own gives a simulator other data', async () => {
  const body = JSON.stringify({
    domain: 'example.cz',
    fetch_mode: 'topLevelDomain',
    country_id: 50,
    limit: 5,
  });
  const positions = async (service: SpawnedService) => {
    const login = await fetch(`${service.url}/api/users/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'demo@example.com', password: 'demo' }),
    });
    const { data } = (await login.json()) as { data: { token: string } };
    const reply = await fetch(`${service.url}/api/visibility_analysis/reports/positions/getData`, {
      method: 'POST',
      headers: { authorization: `Bearer ${data.token}`, 'content-type': 'application/json' },
      body,
    });
    return (await reply.json()) as unknown;
  };
  const [mine, theirs] = await Promise.all([
    hostedService(host.url),
    hostedService(host.url, { seed: 'another' }),
  ]);
  try {
    expect(await positions(mine)).not.toEqual(await positions(theirs));
  } finally {
    await Promise.all([mine.stop(), theirs.stop()]);
  }
});

test('the host refuses a path or method it does not serve, and options that are not an object', async () => {
  expect((await fetch(`${host.url}/elsewhere`)).status).toBe(404);
  expect((await fetch(`${host.url}/simulators`)).status).toBe(405);
  expect((await fetch(`${host.url}/simulators`, { method: 'POST', body: '[1]' })).status).toBe(400);
  expect((await fetch(`${host.url}/simulators?url=http://127.0.0.1:1`, { method: 'DELETE' })).status).toBe(
    404,
  );
});
