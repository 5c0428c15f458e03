/**
 * The simulator's stand-ins of Google Chat's and Slack's incoming webhooks: what they take and answer, what
 * they refuse (bodies as the real ones check them, a revoked hook, the rate, a server error), and the record
 * of every post that `GET /__sim/webhooks` gives.
 */
import { useSim } from './support';

const sim = useSim();
const CHAT = '/v1/spaces/AAAAbcd123/messages?key=chat-key&token=chat-token';
const SLACK = '/services/T01ABC/B02DEF/s3cr3tXyz';

async function post(path: string, body: unknown, type = 'application/json') {
  const res = await fetch(`${sim.url}${path}`, {
    method: 'POST',
    headers: { 'Content-Type': type },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return { status: res.status, text: await res.text(), retryAfter: res.headers.get('retry-after') };
}

async function posts(since = 0) {
  return (await sim.call('/__sim/webhooks', { query: { since } })).json.data.posts as {
    id: number;
    kind: string;
    hook: string;
    body: unknown;
    status: number;
    answer: string;
    thread?: string;
  }[];
}

test('Chat: a message with text or cards is created and answered as the message resource', async () => {
  const text = await post(`${CHAT}&threadKey=run-1`, { text: '*Alerts*: 2 phrases left the TOP10' });
  expect(text.status).toBe(200);
  const message = JSON.parse(text.text);
  expect(message).toMatchObject({
    name: expect.stringMatching(/^spaces\/AAAAbcd123\/messages\/[\w.]+$/),
    text: '*Alerts*: 2 phrases left the TOP10',
    sender: { type: 'BOT' },
    space: { name: 'spaces/AAAAbcd123' },
    thread: { name: expect.stringMatching(/^spaces\/AAAAbcd123\/threads\//) },
    createTime: expect.any(String),
  });
  const again = JSON.parse((await post(`${CHAT}&threadKey=run-1`, { text: 'again' })).text);
  expect(again.thread.name).toBe(message.thread.name);
  const card = { cardId: 'digest', card: { header: { title: 'SEO Sheets' }, sections: [] } };
  expect((await post(CHAT, { cardsV2: [card] })).status).toBe(200);
  expect(await posts()).toEqual([
    expect.objectContaining({ id: 1, kind: 'chat', hook: 'spaces/AAAAbcd123', status: 200, thread: 'run-1' }),
    expect.objectContaining({ id: 2, body: { text: 'again' } }),
    expect.objectContaining({ id: 3, body: { cardsV2: [card] }, answer: 'ok' }),
  ]);
});

test.each([
  ['an empty message', CHAT, { text: '  ' }, 400, 'Message cannot be empty.'],
  ['a field Chat does not know', CHAT, { text: 'x', blocks: [] }, 400, 'Unknown name "blocks"'],
  ['text that is not JSON', CHAT, 'text=hello', 400, 'Invalid JSON payload received'],
  ['no API key', '/v1/spaces/AAAAbcd123/messages?token=t', { text: 'x' }, 403, 'unregistered callers'],
])('Chat refuses %s', async (_what, path, body, status, message) => {
  const answer = await post(path, body);
  expect(answer.status).toBe(status);
  expect(JSON.parse(answer.text).error.message).toContain(message);
  expect((await posts())[0]).toMatchObject({ status, answer: expect.stringContaining(message) });
});

test('Slack: text or blocks are posted and answered with a plain ok', async () => {
  expect(await post(SLACK, { text: 'hi' })).toMatchObject({ status: 200, text: 'ok' });
  const blocks = [{ type: 'section', text: { type: 'mrkdwn', text: '*bold*' } }];
  expect(await post(SLACK, { blocks })).toMatchObject({ status: 200, text: 'ok' });
  const form = `payload=${encodeURIComponent(JSON.stringify({ text: 'from a form' }))}`;
  expect(await post(SLACK, form, 'application/x-www-form-urlencoded')).toMatchObject({ text: 'ok' });
  expect((await posts()).map((p) => [p.kind, p.hook, p.body])).toEqual([
    ['slack', 'T01ABC/B02DEF', { text: 'hi' }],
    ['slack', 'T01ABC/B02DEF', { blocks }],
    ['slack', 'T01ABC/B02DEF', { text: 'from a form' }],
  ]);
});

test.each([
  ['no text nor blocks', {}, 'no_text'],
  ['a body that is not JSON', 'hello', 'invalid_payload'],
  ['a block Slack does not know', { blocks: [{ type: 'marquee' }] }, 'invalid_blocks'],
])('Slack refuses %s with 400', async (_what, body, answer) => {
  expect(await post(SLACK, body)).toMatchObject({ status: 400, text: answer });
});

test('a revoked hook is refused until cleared, as each service answers it; other hooks still post', async () => {
  await sim.control('webhooks/refuse', { hook: `https://hooks.slack.com${SLACK}`, mode: 'revoked' });
  await sim.control('webhooks/refuse', { hook: 'spaces/AAAAbcd123', mode: 'channel_not_found' });
  for (let i = 0; i < 2; i++)
    expect(await post(SLACK, { text: 'x' })).toMatchObject({ status: 404, text: 'no_service' });
  const chat = await post(CHAT, { text: 'x' });
  expect(chat.status).toBe(403);
  expect(JSON.parse(chat.text).error.status).toBe('PERMISSION_DENIED');
  expect((await post('/services/T01ABC/B09OTHER/zz', { text: 'x' })).status).toBe(200);
  await sim.control('webhooks/refuse', { kind: 'slack', mode: 'channel_is_archived' });
  expect(await post('/services/T01ABC/B09OTHER/zz', { text: 'x' })).toMatchObject({
    status: 410,
    text: 'channel_is_archived',
  });
  await sim.control('webhooks/refuse', { mode: 'none' });
  expect((await post(SLACK, { text: 'x' })).status).toBe(200);
  expect((await posts()).map((p) => p.status)).toEqual([404, 404, 403, 200, 410, 200]);
});

test('passing refusals count down: a rate limit, a server error', async () => {
  await sim.control('webhooks/refuse', { kind: 'slack', mode: 'http500', count: 2 });
  expect(await post(SLACK, { text: 'x' })).toMatchObject({ status: 500, text: 'rollup_error' });
  expect((await post(SLACK, { text: 'x' })).status).toBe(500);
  expect((await post(SLACK, { text: 'x' })).status).toBe(200);
  await sim.control('webhooks/refuse', { hook: 'spaces/AAAAbcd123', mode: 'rate_limited' });
  const limited = await post(CHAT, { text: 'x' });
  expect(limited.status).toBe(429);
  expect(JSON.parse(limited.text).error.status).toBe('RESOURCE_EXHAUSTED');
});

test('about one post a second a hook: a burst passes, then 429 with Retry-After until the clock moves', async () => {
  const answers = [];
  // However slow the machine, thirty posts outrun a refill of one a second once the burst is spent.
  for (let i = 0; i < 30 && answers.at(-1)?.status !== 429; i++)
    answers.push(await post('/services/T01ABC/B03RATE/q', { text: `n${i}` }));
  expect(answers.slice(0, 5).map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
  expect(answers.at(-1)).toMatchObject({ status: 429, text: 'rate_limited', retryAfter: '1' });
  await sim.control('advance', { seconds: 2 });
  expect((await post('/services/T01ABC/B03RATE/q', { text: 'later' })).status).toBe(200);
  // The limit is the hook's: another hook posts meanwhile.
  expect((await post(SLACK, { text: 'x' })).status).toBe(200);
});

test('the record keeps no secret, lists posts after `since`, and reset empties it', async () => {
  await post(CHAT, { text: 'one' });
  await post(SLACK, { text: 'two' });
  const all = await posts();
  expect(JSON.stringify(all)).not.toMatch(/chat-token|chat-key|s3cr3tXyz/);
  expect((await posts(1)).map((p) => p.id)).toEqual([2]);
  await sim.control('reset');
  expect(await posts()).toEqual([]);
});
