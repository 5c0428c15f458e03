/**
 * The MCP client: the handshake (initialize, notifications/initialized) on first use, the tool list
 * (authoritative; the caller caches it per account and passes it back), and tool calls, one at a time or
 * in parallel in waves as wide as the edge allows (`../waves.ts`), retried like REST calls (5xx and network only).
 */
import type { ExecutionBudget } from '../budget';
import { type Settled, failed, settledValue } from '../client';
import { ApiError, DeadlineExceededError, saidOf } from '../errors';
import { generateError } from '../outcome';
import { chargesOfTool, type SentCharge } from '../quota';
import { DEFAULT_RETRY } from '../retry';
import { type HttpTransport, isThrown } from '../transport';
import { inWaves, type WaveRules } from '../waves';
import { DEFAULT_WIDTH, type WidthPolicy, widthController } from '../width';
import { isNoData } from './answer';
import { PROTOCOL_VERSION, type RpcChannel, type RpcMessage, rpcRequest, rpcResult } from './rpc';
import { said } from '../../shared/i18n/said';

export interface ToolCall {
  readonly name: string;
  readonly args: object;
}

export interface ToolClientOptions {
  /** The tool server's endpoint, `{mcp_url}/mcp`. */
  readonly url: string;
  readonly token: string;
  /** The connected account's e-mail, named in messages. */
  readonly account: string;
  readonly transport: HttpTransport;
  readonly budget: ExecutionBudget;
  readonly sleep: (ms: number) => void;
  /** The tool names cached for this account; undefined asks the server (tools/list). */
  readonly tools?: readonly string[];
  /** Receives the list when it was asked for, to cache it. */
  readonly onTools?: (names: string[]) => void;
  readonly random?: () => number;
  /** How wide parallel batches start and may get, as for the REST client (`../width.ts`). */
  readonly width?: Partial<WidthPolicy>;
  /** Hears of each unit a tool call that succeeded charged (`chargesOfTool`), as it comes back. */
  readonly onCharged?: (charge: SentCharge) => void;
}

export interface ToolClient {
  /** The tool server's endpoint. */
  readonly url: string;
  readonly account: string;
  readonly budget: ExecutionBudget;
  /** The tools the server offers: the list cached for the account while it is fresh, else the server's. */
  tools(): readonly string[];
  /** The protocol's handshake, once per execution; the protocol version the server settled on. */
  handshake(): string;
  /** The server's tool list asked afresh (and given to `onTools` to cache). */
  listTools(): readonly string[];
  /** Waits `ms` (a task's next check) when a call still fits the budget afterwards; false, without waiting, otherwise. */
  pause(ms: number): boolean;
  /** A tool's result (its structured content); throws an ApiError. */
  call(call: ToolCall): unknown;
  /** Independent calls in parallel; one result per call, in order; never throws for one call's failure. */
  callAll(calls: readonly ToolCall[]): Settled<unknown>[];
}

export function createToolClient(options: ToolClientOptions): ToolClient {
  const { transport, budget, account } = options;
  const channel: RpcChannel = { url: options.url, token: options.token, account };
  let ready = false;
  let names = options.tools;
  let nextId = 1;

  const rules: WaveRules = {
    budget,
    width: widthController({ ...DEFAULT_WIDTH, ...options.width }),
    retry: DEFAULT_RETRY,
    sleep: options.sleep,
    random: options.random ?? Math.random,
  };

  /** Sends messages in parallel, as wide as the edge allows, retrying the retryable failures while time is left. */
  function send(messages: readonly RpcMessage[]): Settled<unknown>[] {
    return inWaves(
      messages.length,
      (wave) => {
        const ids = wave.map(() => nextId++);
        const outcomes = transport.fetchAll(wave.map((i, k) => rpcRequest(channel, messages[i], ids[k])));
        for (const outcome of outcomes) {
          // Servers with sessions name theirs in the answer to initialize; every later message carries it.
          const session = isThrown(outcome) ? undefined : outcome.headers['mcp-session-id'];
          if (session) channel.sessionId = session;
        }
        return outcomes.map((outcome, k) =>
          settle(() => rpcResult(outcome, ids[k], account, pathOf(messages[wave[k]]))),
        );
      },
      rules,
      () => new DeadlineExceededError({ path: '/mcp' }),
    );
  }

  function handshake(): string {
    if (ready) return channel.protocolVersion ?? PROTOCOL_VERSION;
    const answer = settledValue(
      send([
        {
          method: 'initialize',
          params: {
            protocolVersion: PROTOCOL_VERSION,
            capabilities: {},
            clientInfo: { name: 'seo-sheets', version: '1' },
          },
        },
      ])[0],
    ) as { protocolVersion?: unknown } | undefined;
    channel.protocolVersion =
      typeof answer?.protocolVersion === 'string' ? answer.protocolVersion : PROTOCOL_VERSION;
    rpcResult(
      transport.fetchAll([rpcRequest(channel, { method: 'notifications/initialized' }, null)])[0],
      null,
      account,
    );
    ready = true;
    return channel.protocolVersion;
  }

  function listTools(): string[] {
    const found: string[] = [];
    let cursor: string | undefined;
    do {
      const page = settledValue(send([{ method: 'tools/list', params: cursor ? { cursor } : {} }])[0]) as {
        tools?: { name?: unknown }[];
        nextCursor?: unknown;
      };
      for (const t of page?.tools ?? []) if (typeof t.name === 'string') found.push(t.name);
      cursor = typeof page?.nextCursor === 'string' ? page.nextCursor : undefined;
    } while (cursor);
    options.onTools?.(found);
    return found;
  }

  function callAll(calls: readonly ToolCall[]): Settled<unknown>[] {
    if (calls.length === 0) return [];
    try {
      handshake();
    } catch (error) {
      const e = error instanceof ApiError ? error : new ApiError('SERVICE_ERROR', saidOf(error));
      return calls.map(() => failed(e));
    }
    const sent = send(
      calls.map((c) => ({ method: 'tools/call', params: { name: c.name, arguments: c.args } })),
    );
    return sent.map((r, i) => {
      if (!r.ok) return r;
      const result = settle(() => toolValue(calls[i].name, r.value));
      if (result.ok)
        for (const charge of chargesOfTool(calls[i].name, calls[i].args)) options.onCharged?.(charge);
      return result;
    });
  }

  return {
    url: options.url,
    account,
    budget,
    tools() {
      if (!names) {
        handshake();
        names = listTools();
      }
      return names;
    },
    handshake,
    listTools() {
      handshake();
      names = listTools();
      return names;
    },
    pause(ms) {
      if (budget.remainingMs() - ms < DEFAULT_RETRY.minAttemptMs) return false;
      options.sleep(ms);
      return true;
    },
    call: (call) => settledValue(callAll([call])[0]),
    callAll,
  };
}

function settle(read: () => unknown): Settled<unknown> {
  try {
    return { ok: true, value: read() };
  } catch (error) {
    return failed(error instanceof ApiError ? error : new ApiError('SERVICE_ERROR', saidOf(error)));
  }
}

/** Where a message went, as errors name it: the tool a call asked, or the endpoint. */
function pathOf(message: RpcMessage): string {
  const tool = (message.params as { name?: unknown } | undefined)?.name;
  return message.method === 'tools/call' && typeof tool === 'string' ? `/mcp ${tool}` : '/mcp';
}

/**
 * A tool result's data: its structured content, else its text as JSON (the live server's way), or the
 * text itself when it says there is no data; `isError` as a typed refusal.
 */
function toolValue(name: string, result: unknown): unknown {
  const r = (result ?? {}) as { isError?: unknown; structuredContent?: unknown; content?: unknown };
  const text = Array.isArray(r.content)
    ? r.content
        .map((c: { type?: unknown; text?: unknown }) => (c?.type === 'text' ? String(c.text) : ''))
        .join('\n')
    : '';
  if (r.isError === true)
    throw generateError({ refusal: text, by: 'tool' }, { path: `/mcp ${name}`, door: 'tools' });
  if (r.structuredContent && typeof r.structuredContent === 'object') return r.structuredContent;
  try {
    return JSON.parse(text);
  } catch {
    if (isNoData(text)) return text;
    throw new ApiError('RESPONSE_INVALID', said('error.toolAnswerUnreadable', { tool: name }), {
      path: `/mcp ${name}`,
    });
  }
}
