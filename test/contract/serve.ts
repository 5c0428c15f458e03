/**
 * The fixtures over HTTP, for the built bundle in the emulator: `node --import tsx serve.ts` prints
 * `fixtures ready at <url>` and answers every request as the stub transport does. A child process,
 * because the emulator blocks its thread during a synchronous UrlFetch.
 */
import { createServer } from 'node:http';
import { listenLocal, readBodyText } from '../../local/service/http';
import { answer, loadFixtures } from './harness';

const fixtures = loadFixtures();
const server = createServer(async (req, res) => {
  const payload = await readBodyText(req);
  const { response } = answer(fixtures, {
    url: `http://127.0.0.1${req.url ?? '/'}`,
    method: req.method === 'POST' ? 'post' : 'get',
    headers: {},
    payload,
  });
  res.writeHead(response.status, response.headers);
  res.end(response.body);
});
// Ends with the parent: its stdin pipe closes however the parent stops.
process.stdin.on('end', () => process.exit(0));
process.stdin.resume();
listenLocal(server, 0).then((port) => {
  process.stdout.write(`fixtures ready at http://127.0.0.1:${port}\n`);
});
