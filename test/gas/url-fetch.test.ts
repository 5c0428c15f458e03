import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { useEmulators } from './support';

const emulate = useEmulators();
let server: ChildProcess;
let base = '';

beforeAll(async () => {
  server = spawn(process.execPath, [join(__dirname, 'fixtures/http-server.cjs')], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  base = await new Promise<string>((resolve) => {
    server.stdout!.on('data', (chunk: Buffer) => {
      const match = /listening (\S+)/.exec(chunk.toString());
      if (match) resolve(match[1]);
    });
  });
});
afterAll(() => {
  server.stdin!.end();
  server.kill();
});

/** A port nothing listens on: bound, noted, released. */
async function closedPort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as { port: number };
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

const BUNDLE = `
function get(url, params) {
  var r = UrlFetchApp.fetch(url, params || {});
  return { code: r.getResponseCode(), text: r.getContentText(), headers: r.getHeaders(), all: r.getAllHeaders(),
    blobType: r.getBlob().getContentType() };
}
function all(urls) { return UrlFetchApp.fetchAll(urls).map(function (r) { return r.getContentText(); }); }
function LATE(url) { Utilities.sleep(29000); try { return UrlFetchApp.fetch(url).getContentText(); } catch (e) { return 'caught'; } }
function nap(ms) { Utilities.sleep(ms); }
function FETCH(url) { return UrlFetchApp.fetch(url).getContentText(); }
`;

describe('UrlFetchApp', () => {
  it('does real HTTP with method, headers and a JSON payload, and logs it with the token redacted', () => {
    const emu = emulate(BUNDLE);
    const result = emu.callServer('get', [
      `${base}/echo`,
      {
        method: 'post',
        headers: { Authorization: 'Bearer secret' },
        contentType: 'application/json',
        payload: '{"a":1}',
      },
    ]) as {
      code: number;
      text: string;
      headers: Record<string, string>;
      all: Record<string, unknown>;
      blobType: string;
    };
    const echoed = JSON.parse(result.text);
    expect(result.code).toBe(200);
    expect(echoed).toMatchObject({ method: 'POST', body: '{"a":1}' });
    expect(echoed.headers).toMatchObject({
      authorization: 'Bearer secret',
      'content-type': 'application/json',
    });
    expect(echoed.headers['user-agent']).toContain('Google-Apps-Script');
    expect(result.headers['Content-Type']).toBe('application/json');
    expect(result.all['X-Twice']).toEqual(['one', 'two']);
    expect(result.blobType).toBe('application/json');
    expect(emu.requests).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: `${base}/echo`,
        status: 200,
        payloadBytes: 7,
        execution: 'get',
        headers: expect.objectContaining({ Authorization: 'REDACTED' }),
      }),
    ]);
  });

  it('form-encodes an object payload', () => {
    const emu = emulate(BUNDLE);
    const result = emu.callServer('get', [
      `${base}/echo`,
      { method: 'post', payload: { q: 'a b', n: 2 } },
    ]) as { text: string };
    const echoed = JSON.parse(result.text);
    expect(echoed.body).toBe('q=a+b&n=2');
    expect(echoed.headers['content-type']).toBe('application/x-www-form-urlencoded');
  });

  it('throws on 4xx/5xx unless muteHttpExceptions', () => {
    const emu = emulate(BUNDLE);
    expect(() => emu.callServer('get', [`${base}/status/503`])).toThrow(
      new RegExp(
        `^Request failed for ${base}/status/503 returned code 503\\. Truncated server response: <html>failure .*\\.\\.\\. \\(use muteHttpExceptions option to examine full response\\)$`,
      ),
    );
    expect(emu.callServer('get', [`${base}/status/404`, { muteHttpExceptions: true }])).toMatchObject({
      code: 404,
    });
  });

  it('follows redirects unless told not to', () => {
    const emu = emulate(BUNDLE);
    expect(JSON.parse((emu.callServer('get', [`${base}/redirect`]) as { text: string }).text).method).toBe(
      'GET',
    );
    const raw = emu.callServer('get', [`${base}/redirect`, { followRedirects: false }]) as {
      code: number;
      headers: Record<string, string>;
    };
    expect(raw.code).toBe(302);
    expect(raw.headers.Location).toBe('/echo');
  });

  it('runs fetchAll requests concurrently', () => {
    const emu = emulate(BUNDLE);
    // The server answers none of them until all four are in.
    expect(emu.callServer('all', [[1, 2, 3, 4].map((i) => `${base}/together?n=4&i=${i}`)])).toEqual(
      Array(4).fill('together 4'),
    );
    expect(emu.requests).toHaveLength(4);
  });

  it('adds an emulated round trip per fetch and per parallel batch, without waiting for it', () => {
    const emu = emulate(BUNDLE, { networkLatencyMs: 60_000 });
    const started = emu.clock.now();
    const real = Date.now();
    emu.callServer('all', [[1, 2, 3].map((i) => `${base}/echo?i=${i}`)]);
    emu.callServer('get', [`${base}/echo`]);
    expect(emu.clock.now() - started - (Date.now() - real)).toBeGreaterThanOrEqual(120_000);
    // Had it waited for one round trip, a minute would have passed, however busy the machine.
    expect(Date.now() - real).toBeLessThan(60_000);
    // Changed between executions, it holds from the next one: none, then 16 s.
    const elapsed = (run: () => unknown) => {
      const at = emu.clock.now();
      const realAt = Date.now();
      run();
      return emu.clock.now() - at - (Date.now() - realAt);
    };
    emu.setNetworkLatency(0);
    expect(elapsed(() => emu.callServer('get', [`${base}/echo`]))).toBeLessThan(1_000);
    emu.setNetworkLatency(16_000);
    expect(elapsed(() => emu.callServer('get', [`${base}/echo`]))).toBeGreaterThanOrEqual(16_000);
    expect(() => emu.setNetworkLatency(-1)).toThrow(RangeError);
  });

  it('rejects URLs over 2 KB and non-http URLs', () => {
    const emu = emulate(BUNDLE);
    expect(() => emu.callServer('get', [`${base}/echo?q=${'x'.repeat(2100)}`])).toThrow(
      'Limit Exceeded: URLFetch URL Length.',
    );
    expect(() => emu.callServer('get', ['ftp://example.com/'])).toThrow(
      'Invalid argument: ftp://example.com/',
    );
    expect(emu.requests).toHaveLength(0);
  });

  it("enforces the manifest's urlFetchWhitelist as Apps Script does: a fetch outside every prefix throws, and nothing is sent", () => {
    const manifest = { urlFetchWhitelist: ['https://api.seo.example/', 'https://*.tools.example/'] };
    const hosts = {
      'https://api.seo.example': base,
      'https://mcp.tools.example': base,
      'https://other.example': base,
    };
    const emu = emulate(BUNDLE, { manifest, hosts });
    // A production host name, served by the loopback server: the script and the log see the name.
    const echoed = emu.callServer('get', ['https://api.seo.example/echo?x=1']) as {
      code: number;
      text: string;
    };
    expect(echoed.code).toBe(200);
    expect(JSON.parse(echoed.text).headers.host).toBe(base.replace('http://', ''));
    expect((emu.callServer('get', ['https://mcp.tools.example/echo']) as { code: number }).code).toBe(200);
    expect(emu.requests.map((r) => r.url)).toEqual([
      'https://api.seo.example/echo?x=1',
      'https://mcp.tools.example/echo',
    ]);
    emu.requests.length = 0;
    expect(() => emu.callServer('get', ['https://other.example/echo?token=1'])).toThrow(
      'Request to https://other.example/echo? failed because the URL has not been whitelisted in the script manifest.',
    );
    // http is never in a whitelist of https prefixes; a fetchAll with one outside fails whole.
    expect(() => emu.callServer('get', [`${base}/echo`])).toThrow(
      'has not been whitelisted in the script manifest',
    );
    expect(() =>
      emu.callServer('all', [['https://api.seo.example/echo', 'https://apis.seo.example/echo']]),
    ).toThrow(
      'Request to https://apis.seo.example/echo failed because the URL has not been whitelisted in the script manifest.',
    );
    expect(emu.requests).toHaveLength(0);
    // Without a whitelist (a test deployment, the local build) every URL may be fetched.
    expect((emulate(BUNDLE).callServer('get', [`${base}/echo`]) as { code: number }).code).toBe(200);
  });

  it('reports a refused connection as Address unavailable', async () => {
    const emu = emulate(BUNDLE);
    const url = `http://127.0.0.1:${await closedPort()}/`;
    expect(() => emu.callServer('get', [url])).toThrow(`Address unavailable: ${url}`);
    expect(emu.requests[0]).toMatchObject({ status: null, error: `Address unavailable: ${url}` });
  });

  it('reports an unknown host as a DNS error', () => {
    const emu = emulate(BUNDLE);
    expect(() => emu.callServer('get', ['http://no-such-host.invalid/'])).toThrow(
      'DNS error: http://no-such-host.invalid/',
    );
  });

  it('gives up on a slow response at the fetch deadline', () => {
    const emu = emulate(BUNDLE, { fetchTimeoutMs: 200 });
    expect(() => emu.callServer('get', [`${base}/slow?ms=1000`])).toThrow(`Timeout: ${base}/slow?ms=1000`);
  });

  it('ends the execution when a response outlasts the time it has left', () => {
    const emu = emulate(BUNDLE);
    const result = emu.evaluate('Sheet1', 'A1', `=LATE("${base}/slow?ms=3000")`);
    expect(result.error).toBe('Exceeded maximum execution time');
    expect(emu.requests[0].error).toBe('Exceeded maximum execution time');
  });

  it('is allowed in custom functions', () => {
    const emu = emulate(BUNDLE);
    expect(emu.evaluate('Sheet1', 'A1', `=FETCH("${base}/slow")`).value).toBe('waited 0');
  });

  it('sends a request again on a new connection when the server closed the kept-alive one it went out on', () => {
    const emu = emulate(BUNDLE);
    const url = `${base}/once-per-connection`;
    // The second goes out on the first's connection, which the server closes instead of reading it.
    expect([emu.callServer('FETCH', [url]), emu.callServer('FETCH', [url])]).toEqual([
      'answered',
      'answered',
    ]);
    expect(emu.requests.map((r) => r.status)).toEqual([200, 200]);
  });

  it('forwards clock advances to a linked clock in whole seconds', async () => {
    const emu = emulate(BUNDLE, { clockLink: `${base}/advance` });
    emu.callServer('nap', [2500]);
    expect(await (await fetch(`${base}/advanced`)).text()).toBe('2');
    emu.clock.advance(600);
    expect(await (await fetch(`${base}/advanced`)).text()).toBe('3');
    expect(emu.requests).toHaveLength(0);
  });
});

describe('the tests’ own fetch (test/support/environment.cjs)', () => {
  it('opens a connection per request, so one the server closed while the emulator held the thread fails none', async () => {
    const emu = emulate(BUNDLE);
    const url = `${base}/closes-when-idle?after=50`;
    // Whether a kept-alive socket's close is seen before the next request is written to it varies from
    // one round to the next: a few rounds meet it.
    const answers: string[] = [];
    for (let round = 0; round < 5; round++) {
      answers.push(await (await fetch(url)).text());
      // The emulator holds this thread through a synchronous fetch while the server closes the connection.
      emu.callServer('get', [`${base}/slow?ms=200`]);
      answers.push(await (await fetch(url)).text());
    }
    expect(answers).toEqual(Array(10).fill('answered'));
  });
});
