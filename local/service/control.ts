/** `/__sim/*`: the test and playground controls. Unauthenticated; the server binds 127.0.0.1 only. */
import { ACCOUNTS, accountByEmail, COUNTERS, type Counter } from './accounts';
import { SECOND } from './clock';
import { indexFigures } from './domain-figures';
import { FETCH_MODES, type FetchMode, parseTarget } from './domains';
import { type Aim, DEFAULT_HOLD_MS, FAULT_MODES, type FaultMode } from './faults';
import { Input } from './input';
import { normalizePhrase } from './keywords-data';
import type { PositionScript } from './position-scripts';
import { bare, fail, ok, type Reply } from './reply';
import { TEXT_ROLES, type TextRole } from './scripted';
import type { State } from './state';
import { hookOf, REFUSALS, type Refusal } from './webhooks';
import { visibilityCountry } from './modules/countries';

type Control = (state: State, input: Input) => Reply;

const CONTROLS: Record<string, { method: 'GET' | 'POST'; run: Control }> = {
  advance: {
    method: 'POST',
    run: (state, input) => {
      state.clock.advance(input.bounded('seconds', 0, 0, Number.MAX_SAFE_INTEGER) * SECOND);
      return ok({ now: new Date(state.clock.now()).toISOString() });
    },
  },
  reset: {
    method: 'POST',
    run: (state) => {
      state.reset();
      return ok({ now: new Date(state.clock.now()).toISOString() });
    },
  },
  faults: {
    method: 'POST',
    run: (state, input) => {
      const mode = input.choice<FaultMode>('mode', FAULT_MODES);
      const aim = aimOf(input);
      const count = input.bounded('count', 1, 0, 1000000);
      const holdMs = input.bounded('hold_ms', DEFAULT_HOLD_MS, 0, 600000);
      if (mode === 'none') state.faults.clear(aim);
      else state.faults.arm(mode, count, holdMs, aim);
      return ok({ mode, remaining: mode === 'none' ? 0 : count, ...aim });
    },
  },
  edge: {
    method: 'POST',
    run: (state, input) => {
      state.faults.limitEdge(input.bounded('width', 0, 0, 1000));
      return ok({ width: state.faults.edgeWidth });
    },
  },
  /** Items every list (the URLs tool's, a statistics run's) refuses from now on, or none (`items: []`). */
  refuse: {
    method: 'POST',
    run: (state, input) => {
      const items =
        input.has('items') && (input.values.items as unknown[]).length ? input.strings('items', 1000) : [];
      state.refusedItems.clear();
      for (const item of items) state.refusedItems.add(item.trim().toLowerCase());
      return ok({ items: [...state.refusedItems] });
    },
  },
  latency: {
    method: 'POST',
    run: (state, input) => {
      state.latencyMs = input.bounded('latency_ms', 0, 0, 60000);
      return ok({ latency_ms: state.latencyMs });
    },
  },
  usage: {
    method: 'POST',
    run: (state, input) => {
      const account = accountByEmail(input.string('email'));
      if (!account) throw fail.rule('email', 'choice', 'Unknown account');
      const key = input.choice<Counter>('key', COUNTERS);
      state.quota.setUsage(account, key, input.bounded('used', 0, 0, 1000000));
      return ok({ email: account.email, key, usage: state.quota.usage(account, key) });
    },
  },
  /**
   * Builds the figures of domains ahead, as the real service's index holds them before anyone asks: a
   * benchmark then measures the client, not the simulator generating a domain's phrases on first use.
   */
  index: {
    method: 'POST',
    run: (state, input) => {
      const domains = input.strings('domains', 100_000);
      const countryId = visibilityCountry(input);
      const mode = input.choice<FetchMode>('fetch_mode', FETCH_MODES, 'topLevelDomain');
      for (const domain of domains) indexFigures(state, domain, mode, countryId);
      return ok({ domains: domains.length });
    },
  },
  /**
   * Rows whose text a stranger wrote: every string under the roles' keys (phrase, url, title, heading) of
   * REST's rows and the tools' records becomes the next of `texts`, in turn, until texts are cleared (`[]`).
   */
  text: {
    method: 'POST',
    run: (state, input) => {
      const texts = rawStrings(input, 'texts');
      const all = Object.keys(TEXT_ROLES) as TextRole[];
      const roles = input.has('roles')
        ? input.strings('roles', all.length).map((role, i) => {
            if (!all.includes(role as TextRole))
              throw fail.rule(`roles.${i}`, 'choice', `One of ${all.join(', ')}`);
            return role as TextRole;
          })
        : all;
      state.scripted.scriptText(texts, roles);
      return ok({ texts: texts.length, roles });
    },
  },
  /** The next `count` pages (a REST list answer, a paging tool's records) hold `rows` rows, whatever was asked. */
  oversize: {
    method: 'POST',
    run: (state, input) => {
      const rows = input.bounded('rows', 0, 0, 2_000_000);
      const count = input.bounded('count', 1, 0, 1000);
      state.scripted.scriptOversize(rows, count);
      return ok({ rows, count });
    },
  },
  /**
   * The authorization server's metadata (`/.well-known/oauth-authorization-server`) with these fields in
   * place of its own; a null leaves the field out; `{}` restores the server's own.
   */
  oauth_metadata: {
    method: 'POST',
    run: (state, input) => {
      const fields = input.values.metadata ?? {};
      if (typeof fields !== 'object' || Array.isArray(fields))
        throw fail.rule('metadata', 'type', 'This value should be an object');
      state.scripted.metadata = { ...(fields as Record<string, unknown>) };
      return ok({ metadata: state.scripted.metadata });
    },
  },
  /**
   * From `from` on (the simulator's UTC days), the domain's position for a phrase, its page, a second page
   * of it, or its AI Overview citation are what the script says; scripts stack, `clear` (and `reset`) ends
   * them. Answers every script in force.
   */
  script: {
    method: 'POST',
    run: (state, input) => {
      if (input.values.clear === true) state.positions.clear();
      else state.positions.add(positionScript(input));
      return ok({ scripts: state.positions.list() });
    },
  },
  /** Every post the Chat and Slack stand-ins received (after the one numbered `since`), oldest first. */
  webhooks: {
    method: 'GET',
    run: (state, input) => ok({ posts: state.webhooks.list(input.int('since', 0)) }),
  },
  /**
   * Refuses posts to a hook (`hook`: `spaces/AAAA`, `T…/B…` or the webhook's URL), to every hook of a `kind`, or
   * to every hook: `revoked`, `channel_not_found`, `channel_is_archived` until cleared (`none`), the others
   * (`rate_limited`, `http500`, `http503`) for the next `count` posts.
   */
  'webhooks/refuse': {
    method: 'POST',
    run: (state, input) => {
      const mode = input.choice<Refusal>('mode', REFUSALS);
      const aim = webhookAim(input);
      state.webhooks.refuse(aim, mode, input.bounded('count', 1, 1, 1_000_000));
      return ok({ refusals: state.webhooks.refusals });
    },
  },
  state: { method: 'GET', run: (state) => ok(snapshot(state)) },
};

/** The hook a refusal aims at, from its id or its whole URL; a kind; or every hook (`*`). */
function webhookAim(input: Input): string {
  const hook = input.optionalString('hook');
  if (hook !== undefined) {
    if (/^(spaces\/[A-Za-z0-9_-]+|T[A-Z0-9]+\/B[A-Z0-9]+)$/.test(hook)) return hook;
    const path = /^https:\/\/[^/]+(\/[^?#]*)/.exec(hook)?.[1];
    const found = path === undefined ? null : hookOf(path)?.hook;
    if (!found)
      throw fail.rule('hook', 'type', 'A Chat space (spaces/…), a Slack hook (T…/B…) or its webhook URL');
    return found;
  }
  return input.choice<string>('kind', ['chat', 'slack'], '*');
}

/** The fields a script sets; at least one. */
const SCRIPTED = ['position', 'url', 'second', 'aio'] as const;

function positionScript(input: Input): PositionScript {
  const target = parseTarget(input.string('domain'));
  if (!target) throw fail.rule('domain', 'type', 'This value is not a valid domain');
  const keyword = normalizePhrase(input.string('keyword'));
  const from = input.date('from');
  if (!SCRIPTED.some((field) => input.values[field] !== undefined))
    throw fail.rule('position', '_required', `Script one of ${SCRIPTED.join(', ')}`);
  const script: PositionScript = {
    host: target.host,
    registrable: target.registrable,
    keyword,
    from,
    countryId: input.has('country_id') ? visibilityCountry(input) : null,
  };
  if (input.has('position')) script.position = input.bounded('position', 0, 0, 100);
  if (input.has('url')) script.url = pageOf(input, 'url', target.registrable);
  if (input.values.second === null) script.second = null;
  else if (input.has('second')) {
    const second = input.object('second');
    second.int('position');
    script.second = {
      url: pageOf(second, 'url', target.registrable),
      position: second.bounded('position', 1, 1, 100),
    };
  }
  if (input.has('aio')) {
    const aio = input.values.aio;
    if (typeof aio !== 'boolean') throw fail.rule('aio', 'type', 'This value should be a boolean');
    script.aio = aio;
  }
  return script;
}

/** A page of the scripted domain: an http(s) URL on it or one of its hosts. */
function pageOf(input: Input, name: string, registrable: string): string {
  const url = input.string(name);
  const target = /^https?:\/\//.test(url) ? parseTarget(url) : null;
  if (target?.registrable !== registrable)
    throw fail.rule(name, 'url', `This value should be a URL of ${registrable}`);
  return url;
}

/** Strings as given, spaces and all: hostile text is exactly what a stranger wrote. */
function rawStrings(input: Input, name: string): string[] {
  const given = input.values[name] ?? [];
  if (!Array.isArray(given)) throw fail.rule(name, 'type', 'This value should be an array');
  return given.map((item: unknown, i) => {
    if (typeof item !== 'string') throw fail.rule(`${name}.${i}`, 'type', 'This value should be a string');
    return item;
  });
}

/** `path` (exact) or `prefix`, each a path from its leading slash; neither aims at every `/api` request. */
function aimOf(input: Input): Aim {
  const path = input.optionalString('path');
  const prefix = input.optionalString('prefix');
  if (path !== undefined && prefix !== undefined)
    throw fail.rule('prefix', 'choice', 'Give a path or a prefix, not both');
  for (const [name, value] of [
    ['path', path],
    ['prefix', prefix],
  ] as const)
    if (value !== undefined && !value.startsWith('/'))
      throw fail.rule(name, 'type', 'This value should be a path starting with /');
  if (path !== undefined) return { path };
  return prefix === undefined ? null : { prefix };
}

function snapshot(state: State): unknown {
  const usage = Object.fromEntries(ACCOUNTS.map((a) => [a.email, state.quota.usageByCounter(a)]));
  return {
    now: new Date(state.clock.now()).toISOString(),
    offset_seconds: state.clock.offsetMs / SECOND,
    latency_ms: state.latencyMs,
    fault: state.faults.unaimed,
    aimed: state.faults.aimed().map(({ aim, mode, remaining }) => ({ ...aim, mode, remaining })),
    edge: { width: state.faults.edgeWidth, rejected: state.faults.edgeRejected },
    refused_items: [...state.refusedItems],
    scripted: state.scripted.state,
    position_scripts: state.positions.list(),
    webhook_refusals: state.webhooks.refusals,
    usage,
  };
}

export function control(state: State, name: string, method: string, values: Record<string, unknown>): Reply {
  const entry = CONTROLS[name];
  if (!entry || entry.method !== method) return bare(404);
  return entry.run(state, new Input(values));
}
