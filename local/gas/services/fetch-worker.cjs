// The UrlFetchApp worker: does real HTTP for a script thread that sleeps in Atomics.wait until the
// answer is posted. Plain CommonJS so it loads the same under jest, tsx and plain node.
const http = require('node:http');
const https = require('node:https');
const { workerData } = require('node:worker_threads');

const { port, signal } = workerData;
const flag = new Int32Array(signal);
const REDIRECTS = new Set([301, 302, 303, 307, 308]);
const MAX_REDIRECTS = 10;
const MAX_RESPONSE_BYTES = 50 * 1024 * 1024;

/**
 * One request. `fresh` sends it on a new connection rather than one kept alive: a request that met a kept-alive
 * socket closed by the server goes once more that way (see the error handler).
 */
function once(url, method, headers, body, timeoutMs, fresh = false) {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve) => {
    let settled = false;
    let answered = false;
    const finish = (result) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(result);
    };
    const lib = url.startsWith('https:') ? https : http;
    let request;
    try {
      request = lib.request(url, fresh ? { method, headers, agent: false } : { method, headers });
    } catch (error) {
      finish({ error: 'invalid', detail: String(error?.message) });
      return;
    }
    const timer = setTimeout(
      () => {
        finish({ error: 'timeout' });
        request.destroy();
      },
      Math.max(1, timeoutMs),
    );
    // Set once the status and headers are in: a connection dropped after them cuts the body short.
    let cutShort = null;
    request.on('error', (error) => {
      if (cutShort) return cutShort();
      const code = error?.code;
      // A kept-alive socket the server closed as this request went out on it (its keep-alive time-out fell
      // meanwhile; on a busy machine this thread notices late) fails before any answer: the server read
      // nothing of it, so it goes again on a new connection, as browsers do (Node's request.reusedSocket).
      if (code === 'ECONNRESET' && request.reusedSocket && !answered && !fresh) {
        finish(once(url, method, headers, body, deadline - Date.now(), true));
        return;
      }
      if (
        code === 'ECONNREFUSED' ||
        code === 'EADDRNOTAVAIL' ||
        code === 'ECONNRESET' ||
        code === 'EHOSTUNREACH'
      )
        finish({ error: 'unavailable', detail: code });
      else if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') finish({ error: 'dns', detail: code });
      else finish({ error: 'other', detail: String(error?.message) });
    });
    request.on('response', (response) => {
      answered = true;
      const chunks = [];
      let size = 0;
      response.on('data', (chunk) => {
        size += chunk.length;
        if (size > MAX_RESPONSE_BYTES) {
          finish({ error: 'too-large' });
          request.destroy();
        } else chunks.push(chunk);
      });
      const answer = () =>
        finish({
          status: response.statusCode,
          headers: response.rawHeaders,
          body: new Uint8Array(Buffer.concat(chunks)),
        });
      // The connection dropped mid-body: the answer as far as it came, as UrlFetchApp hands it over (a
      // dropped connection reached the add-on as an answer it could not read: ../README.md).
      cutShort = answer;
      response.on('end', answer);
      response.on('error', answer);
      response.on('close', () => {
        if (!response.complete) answer();
      });
    });
    if (body) request.end(Buffer.from(body));
    else request.end();
  });
}

function locationOf(rawHeaders) {
  for (let i = 0; i < rawHeaders.length; i += 2)
    if (rawHeaders[i].toLowerCase() === 'location') return rawHeaders[i + 1];
  return undefined;
}

async function send(request) {
  const started = Date.now();
  const deadline = started + request.timeoutMs;
  let { url, method, body } = request;
  for (let hop = 0; ; hop++) {
    const result = await once(url, method, request.headers, body, deadline - Date.now(), request.fresh);
    const location = result.headers && locationOf(result.headers);
    if (request.followRedirects && REDIRECTS.has(result.status) && location && hop < MAX_REDIRECTS) {
      url = new URL(location, url).href;
      if (result.status === 303 || ((result.status === 301 || result.status === 302) && method !== 'GET')) {
        method = 'GET';
        body = null;
      }
      continue;
    }
    return { ...result, finalUrl: url, durationMs: Date.now() - started };
  }
}

// The answer names its batch (url-fetch.ts FetchWorker.run), and the flag rises after it is posted.
port.on('message', async ({ id, batch }) => {
  const results = await Promise.all(batch.map(send));
  port.postMessage({ id, results });
  Atomics.store(flag, 0, id);
  Atomics.notify(flag, 0);
});
