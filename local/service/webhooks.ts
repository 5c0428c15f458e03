/**
 * Stand-ins of Google Chat's and Slack's incoming webhooks on the simulator's port, so that an emulator whose
 * `hosts` maps `https://chat.googleapis.com` and `https://hooks.slack.com` here posts to them like any
 * other host: `POST /v1/spaces/{space}/messages?key=…&token=…` answers the created message as Chat does,
 * `POST /services/T…/B…/…` a plain `ok` as Slack does. Bodies are checked as the real ones check them, every
 * post is recorded (`GET /__sim/webhooks`), and a hook can be refused on command (`/__sim/webhooks/refuse`):
 * revoked, its channel gone, rate-limited, a server error.
 */
import { createHash } from 'node:crypto';
import { SECOND } from './clock';
import { parseForm } from './form';
import { isJsonObject } from './http';
import type { Reply } from './reply';

export type HookKind = 'chat' | 'slack';

/** One post as the stand-in received it. */
export interface WebhookPost {
  /** 1, 2, … in the order received. */
  id: number;
  /** ISO time on the simulator's clock. */
  at: string;
  kind: HookKind;
  /** `spaces/AAAA` (Chat) or `T…/B…` (Slack): the hook without its secret, which only the caller keeps. */
  hook: string;
  /** The JSON sent, or the text as sent when it was not JSON. */
  body: unknown;
  status: number;
  /** What the stand-in answered: `ok`, or the refusal (`no_service`, `Message cannot be empty.`). */
  answer: string;
  /** Chat's `threadKey`, when the post named a thread. */
  thread?: string;
}

export const REFUSALS = [
  'revoked',
  'channel_not_found',
  'channel_is_archived',
  'rate_limited',
  'http500',
  'http503',
  'none',
] as const;
export type Refusal = (typeof REFUSALS)[number];

/** Refusals that last until cleared, as a deleted hook or channel stays deleted; the others count down. */
const LASTING: ReadonlySet<Refusal> = new Set(['revoked', 'channel_not_found', 'channel_is_archived']);

/** Slack's answers: status and the plain-text error its incoming webhooks write. */
const SLACK: Readonly<Record<Exclude<Refusal, 'none'>, [number, string]>> = {
  revoked: [404, 'no_service'],
  channel_not_found: [404, 'channel_not_found'],
  channel_is_archived: [410, 'channel_is_archived'],
  rate_limited: [429, 'rate_limited'],
  http500: [500, 'rollup_error'],
  http503: [503, 'service_unavailable'],
};

/** Chat's answers: Google's error object (`{error: {code, message, status}}`). */
const CHAT: Readonly<Record<Exclude<Refusal, 'none'>, [number, string, string]>> = {
  revoked: [404, 'NOT_FOUND', 'Requested entity was not found.'],
  channel_not_found: [403, 'PERMISSION_DENIED', 'The caller does not have permission'],
  channel_is_archived: [403, 'PERMISSION_DENIED', 'The caller does not have permission'],
  rate_limited: [429, 'RESOURCE_EXHAUSTED', 'Resource has been exhausted (e.g. check quota).'],
  http500: [500, 'INTERNAL', 'Internal error encountered.'],
  http503: [503, 'UNAVAILABLE', 'The service is currently unavailable.'],
};

/** About one message a second a hook (a Chat space), with a short burst allowed. */
const BURST = 5;
const REFILL_MS = SECOND;
/** Chat's limit on a message, text and cards together. */
const CHAT_MAX_BYTES = 32_000;
/** Slack's limit on blocks in a message. */
const SLACK_MAX_BLOCKS = 50;
const SLACK_BLOCK_TYPES = new Set([
  'section',
  'divider',
  'header',
  'context',
  'actions',
  'image',
  'rich_text',
  'input',
  'file',
  'video',
  'markdown',
]);
/** The fields of Chat's Message resource a create request may carry. */
const CHAT_FIELDS = new Set([
  'name',
  'sender',
  'createTime',
  'lastUpdateTime',
  'deleteTime',
  'text',
  'formattedText',
  'cards',
  'cardsV2',
  'annotations',
  'thread',
  'space',
  'fallbackText',
  'actionResponse',
  'argumentText',
  'slashCommand',
  'attachment',
  'matchedUrl',
  'threadReply',
  'clientAssignedMessageId',
  'emojiReactionSummaries',
  'privateMessageViewer',
  'deletionMetadata',
  'quotedMessageMetadata',
  'attachedGifs',
  'accessoryWidgets',
]);
/** How many posts are kept; the oldest go first. */
const KEPT = 1000;

/** The hook a path addresses, or null when it is not a webhook path at all. */
export function hookOf(path: string): { kind: HookKind; hook: string | null } | null {
  if (path.startsWith('/v1/')) {
    const chat = /^\/v1\/spaces\/([A-Za-z0-9_-]+)\/messages$/.exec(path);
    return { kind: 'chat', hook: chat ? `spaces/${chat[1]}` : null };
  }
  if (path.startsWith('/services/')) {
    const slack = /^\/services\/(T[A-Z0-9]+)\/(B[A-Z0-9]+)\/[A-Za-z0-9]+$/.exec(path);
    return { kind: 'slack', hook: slack ? `${slack[1]}/${slack[2]}` : null };
  }
  return null;
}

interface Armed {
  mode: Exclude<Refusal, 'none'>;
  /** null: until cleared. */
  remaining: number | null;
}

/** An aim of a refusal: one hook, every hook of a kind, or every hook (`*`). */
type Aim = string;

export interface Incoming {
  method: string;
  path: string;
  query: Record<string, unknown>;
  contentType: string;
  text: string;
}

export class Webhooks {
  private posts: WebhookPost[] = [];
  private nextId = 1;
  private readonly armed = new Map<Aim, Armed>();
  private readonly buckets = new Map<string, { tokens: number; at: number }>();

  reset(): void {
    this.posts = [];
    this.nextId = 1;
    this.armed.clear();
    this.buckets.clear();
  }

  /** Posts received after the one numbered `since`, oldest first. */
  list(since = 0): WebhookPost[] {
    return this.posts.filter((post) => post.id > since);
  }

  get refusals(): { aim: string; mode: Refusal; remaining: number | null }[] {
    return [...this.armed].map(([aim, armed]) => ({ aim, ...armed }));
  }

  /** Refuses the aim's posts from now on (`count` of them, for a passing refusal); `none` clears the aim. */
  refuse(aim: Aim, mode: Refusal, count: number): void {
    if (mode === 'none') {
      if (aim === '*') this.armed.clear();
      else this.armed.delete(aim);
      return;
    }
    this.armed.set(aim, { mode, remaining: LASTING.has(mode) ? null : count });
  }

  receive(request: Incoming, now: number): Reply {
    const found = hookOf(request.path);
    if (!found) throw new Error(`not a webhook path: ${request.path}`);
    const { kind } = found;
    if (request.method !== 'POST') return plain(405, 'Method Not Allowed');
    if (!found.hook)
      return kind === 'slack' ? plain(404, 'no_service') : chatError(404, 'NOT_FOUND', 'Not Found');
    const hook = found.hook;
    const body = parsed(kind, request);
    const record = (reply: Reply, answer: string): Reply => {
      this.keep({ kind, hook, body: body.value ?? request.text, status: reply.status, answer, now, request });
      return reply;
    };
    const refusal = this.take(kind, hook) ?? (this.admit(hook, now) ? undefined : 'rate_limited');
    if (refusal) return record(...refused(kind, refusal));
    const invalid = kind === 'chat' ? chatInvalid(request.query, body) : slackInvalid(body);
    if (invalid) return record(invalid, answerOf(invalid));
    if (kind === 'slack') return record(plain(200, 'ok'), 'ok');
    const id = this.nextId;
    return record(chatMessage(hook, body.value as Record<string, unknown>, request.query, id, now), 'ok');
  }

  private keep(post: {
    kind: HookKind;
    hook: string;
    body: unknown;
    status: number;
    answer: string;
    now: number;
    request: Incoming;
  }): void {
    const thread = post.kind === 'chat' ? post.request.query.threadKey : undefined;
    this.posts.push({
      id: this.nextId++,
      at: new Date(post.now).toISOString(),
      kind: post.kind,
      hook: post.hook,
      body: post.body,
      status: post.status,
      answer: post.answer,
      ...(typeof thread === 'string' ? { thread } : {}),
    });
    if (this.posts.length > KEPT) this.posts.shift();
  }

  /** The refusal armed for this hook (or its kind, or every hook), counting a passing one down. */
  private take(kind: HookKind, hook: string): Exclude<Refusal, 'none'> | undefined {
    for (const aim of [hook, kind, '*']) {
      const armed = this.armed.get(aim);
      if (!armed) continue;
      if (armed.remaining !== null && --armed.remaining <= 0) this.armed.delete(aim);
      return armed.mode;
    }
    return undefined;
  }

  /** The hook's rate: a burst of a few, then about one a second. */
  private admit(hook: string, now: number): boolean {
    const bucket = this.buckets.get(hook) ?? { tokens: BURST, at: now };
    bucket.tokens = Math.min(BURST, bucket.tokens + Math.max(0, now - bucket.at) / REFILL_MS);
    bucket.at = now;
    this.buckets.set(hook, bucket);
    if (bucket.tokens < 1) return false;
    bucket.tokens -= 1;
    return true;
  }
}

function plain(status: number, text: string, headers?: Record<string, string>): Reply {
  return { kind: 'text', status, contentType: 'text/html', body: text, headers };
}

function chatError(status: number, code: string, message: string): Reply {
  return { kind: 'json', status, body: { error: { code: status, message, status: code } } };
}

function answerOf(reply: Reply): string {
  if (reply.kind === 'text') return reply.body;
  return (reply.body as { error: { message: string } }).error.message;
}

function refused(kind: HookKind, mode: Exclude<Refusal, 'none'>): [Reply, string] {
  if (kind === 'slack') {
    const [status, text] = SLACK[mode];
    return [plain(status, text, mode === 'rate_limited' ? { 'Retry-After': '1' } : undefined), text];
  }
  const [status, code, message] = CHAT[mode];
  return [chatError(status, code, message), message];
}

/** The body as JSON (Slack also takes a form's `payload` field); `value` undefined when it is not JSON. */
function parsed(kind: HookKind, request: Incoming): { value?: unknown; bytes: number } {
  const bytes = Buffer.byteLength(request.text);
  let text = request.text;
  if (kind === 'slack' && request.contentType.includes('application/x-www-form-urlencoded'))
    text = String(parseForm(text).payload ?? '');
  try {
    return { value: JSON.parse(text), bytes };
  } catch {
    return { bytes };
  }
}

/** Chat's 4xx for a request it will not take, or null: key and token, then a message with something in it. */
function chatInvalid(query: Record<string, unknown>, body: { value?: unknown; bytes: number }): Reply | null {
  if (!query.key)
    return chatError(
      403,
      'PERMISSION_DENIED',
      "Method doesn't allow unregistered callers (callers without established identity). Please use API Key or other form of API consumer identity to call this API.",
    );
  if (!query.token)
    return chatError(
      401,
      'UNAUTHENTICATED',
      'Request is missing required authentication credential. Expected OAuth 2 access token, login cookie or other valid authentication credential.',
    );
  const message = body.value;
  if (message === undefined)
    return chatError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received. Unexpected token.');
  if (!isJsonObject(message))
    return chatError(400, 'INVALID_ARGUMENT', 'Invalid JSON payload received. Expected an object.');
  const unknown = Object.keys(message).find((field) => !CHAT_FIELDS.has(field));
  if (unknown)
    return chatError(
      400,
      'INVALID_ARGUMENT',
      `Invalid JSON payload received. Unknown name "${unknown}" at 'message': Cannot find field.`,
    );
  if (message.text !== undefined && typeof message.text !== 'string')
    return chatError(400, 'INVALID_ARGUMENT', "Invalid value at 'message.text' (TYPE_STRING)");
  const cards = message.cardsV2;
  if (
    cards !== undefined &&
    (!Array.isArray(cards) || cards.some((c) => !isJsonObject(c) || !isJsonObject(c.card)))
  )
    return chatError(400, 'INVALID_ARGUMENT', "Invalid value at 'message.cards_v2'");
  const hasText = typeof message.text === 'string' && message.text.trim() !== '';
  const hasCards =
    (Array.isArray(cards) && cards.length > 0) || (Array.isArray(message.cards) && message.cards.length > 0);
  if (!hasText && !hasCards) return chatError(400, 'INVALID_ARGUMENT', 'Message cannot be empty.');
  if (body.bytes > CHAT_MAX_BYTES) return chatError(400, 'INVALID_ARGUMENT', 'Message too large.');
  return null;
}

/** Slack's 400 for a payload it will not post, or null. */
function slackInvalid(body: { value?: unknown }): Reply | null {
  const message = body.value;
  if (!isJsonObject(message)) return plain(400, 'invalid_payload');
  const { text, blocks, attachments } = message;
  if (blocks !== undefined) {
    const valid =
      Array.isArray(blocks) &&
      blocks.length <= SLACK_MAX_BLOCKS &&
      blocks.every((b) => isJsonObject(b) && typeof b.type === 'string' && SLACK_BLOCK_TYPES.has(b.type));
    if (!valid) return plain(400, 'invalid_blocks');
  }
  if (text !== undefined && typeof text !== 'string') return plain(400, 'invalid_payload');
  const hasText = typeof text === 'string' && text.trim() !== '';
  const hasBlocks = Array.isArray(blocks) && blocks.length > 0;
  const hasAttachments = Array.isArray(attachments) && attachments.length > 0;
  return hasText || hasBlocks || hasAttachments ? null : plain(400, 'no_text');
}

/** The created message as Chat answers it: the resource with its name, sender, space, thread and time. */
function chatMessage(
  hook: string,
  message: Record<string, unknown>,
  query: Record<string, unknown>,
  id: number,
  now: number,
): Reply {
  const digest = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 11);
  const messageId = `${digest(`${hook}|${id}`)}.${digest(`${id}`)}`;
  const threadKey = typeof query.threadKey === 'string' ? query.threadKey : undefined;
  const thread = `${hook}/threads/${digest(threadKey ?? `${hook}|${id}|thread`)}`;
  const text = typeof message.text === 'string' ? message.text : '';
  return {
    kind: 'json',
    status: 200,
    body: {
      name: `${hook}/messages/${messageId}`,
      sender: { name: `users/${BigInt(`0x${digest(hook)}`)}`, displayName: 'Incoming webhook', type: 'BOT' },
      text,
      ...(message.cardsV2 === undefined ? {} : { cardsV2: message.cardsV2 }),
      formattedText: text,
      createTime: new Date(now).toISOString(),
      thread: { name: thread },
      space: { name: hook, type: 'ROOM', spaceType: 'SPACE', displayName: hook.slice('spaces/'.length) },
      argumentText: text,
      threadReply: threadKey !== undefined,
    },
  };
}
