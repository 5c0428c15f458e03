/** Who is signed in, until when, and what the quota still allows. Reading limits costs nothing. */
import { act } from '../act';
import { emphasis, h, replaceChildren } from '../dom';
import { quotaVoice, t } from '../i18n';
import { expiryText, type Meter, quotaRows } from '../../../shared/quota-wording';
import {
  CELL_CEILING,
  CELL_WARN_SHARE,
  FETCH_CEILING,
  FETCH_WARN_SHARE,
  percentOf,
  TRIGGER_CEILING_MS,
} from '../../../shared/platform-limits';
import type { Session, SignedIn, View, ViewContext } from '../view';

function meterElement(m: Meter): HTMLElement {
  const bar =
    m.max === null
      ? null
      : h('progress', { value: m.value ?? 0, max: m.max || 1, 'aria-label': `${m.label}: ${m.amount}` });
  return h(
    'div',
    { class: `meter ${m.level}` },
    h('div', { class: 'label' }, h('span', {}, m.label), h('span', {}, m.amount)),
    bar,
    m.reset ? h('div', { class: 'gray reset' }, m.reset) : null,
    m.note ? h('div', { class: 'gray note' }, m.note) : null,
  );
}

function sharing(ctx: ViewContext, session: SignedIn): HTMLElement {
  const { sharing: status } = session;
  const box = h('input', { type: 'checkbox', id: 'share-sign-in' });
  box.checked = status.active && status.mine;
  box.addEventListener('change', () => {
    box.disabled = true;
    const sharing = box.checked;
    (sharing ? ctx.server.shareSignInWithDocument(true) : ctx.server.stopSharingSignIn())
      .then(async () => {
        await ctx.refreshSession();
        ctx.announce(t(sharing ? 'account.sharedNow' : 'account.notShared'));
      })
      .catch((error) => {
        box.checked = !sharing;
        ctx.fail(error);
      })
      .finally(() => {
        box.disabled = false;
      });
  });
  const someoneElse =
    status.active && !status.mine
      ? h('p', {}, t('account.someoneElse', { email: status.email ?? t('account.anotherEditor') }))
      : null;
  return h(
    'div',
    { class: 'card' },
    h('label', { class: 'check', for: box.id }, box, t('account.shareLabel')),
    someoneElse,
    h('p', { class: 'gray' }, t('account.shareNote')),
  );
}

/** A line that turns into a warning near its ceiling. */
function line(warn: boolean, text: string): HTMLElement {
  return h('p', warn ? { class: 'warning', role: 'alert' } : { class: 'gray' }, text);
}

/**
 * Google's own daily limits, as the add-on counted them for this user (requests, trigger time) and this
 * document (cells): a warning before each ceiling, in words.
 */
function googleLimits({ platform }: SignedIn): HTMLElement[] {
  const limit = FETCH_CEILING.consumer;
  const fetches = { count: platform.fetches, limit, workspace: FETCH_CEILING.workspace };
  const fetchWarn = platform.fetches >= FETCH_WARN_SHARE * limit;
  const { cells } = platform;
  return [
    h('h2', {}, t('account.google')),
    line(
      fetchWarn,
      fetchWarn
        ? t('account.fetchWarning', {
            ...fetches,
            percent: percentOf(platform.fetches, limit),
            reset: platform.fetchesReset ?? '',
          })
        : t('account.fetches', fetches),
    ),
    line(
      false,
      t('account.triggerTime', {
        minutes: platform.triggerMinutes,
        limit: TRIGGER_CEILING_MS.consumer / 60_000,
      }),
    ),
    cells === null
      ? null
      : line(
          cells >= CELL_WARN_SHARE * CELL_CEILING,
          t(cells >= CELL_WARN_SHARE * CELL_CEILING ? 'account.cellsWarning' : 'account.cells', {
            count: cells,
            limit: CELL_CEILING,
            percent: percentOf(cells, CELL_CEILING),
          }),
        ),
  ].filter((element): element is HTMLElement => element !== null);
}

function render(root: HTMLElement, ctx: ViewContext, session: Session): void {
  if (!session.signedIn) {
    replaceChildren(root);
    return;
  }
  // Dated from the server's clock, which read `daysLeft`: the browser's may differ (the playground's is emulated).
  const expiry = expiryText(session.daysLeft, quotaVoice(), session.readAt);
  const { meters, rowLimits } = quotaRows(session.counters, quotaVoice());
  const refresh = h('button', { type: 'button', class: 'action' }, t('account.refresh'));
  const tools = session.via === 'tools';
  const signOut = h('button', { type: 'button' }, t(tools ? 'account.disconnect' : 'account.signOut'));
  refresh.addEventListener('click', () =>
    act(ctx, refresh, async () => {
      await ctx.refreshSession();
      ctx.announce(t('account.quotaRefreshed'));
    }),
  );
  signOut.addEventListener('click', () =>
    act(ctx, signOut, async () => {
      await (tools ? ctx.server.disconnectToolServer() : ctx.server.signOut());
      await ctx.refreshSession();
      ctx.announce(t(tools ? 'account.disconnected' : 'account.signedOut'));
    }),
  );
  replaceChildren(
    root,
    h('h2', {}, t('account.title')),
    h(
      'p',
      {},
      ...emphasis(
        t(tools ? 'account.connectedAs' : 'account.signedInAs', { email: session.email }),
        session.email,
      ),
    ),
    tools
      ? h('p', { class: 'gray' }, t('account.renews'))
      : h(
          'p',
          { class: expiry.warn ? 'warning' : 'gray', role: expiry.warn ? 'alert' : undefined },
          expiry.text,
        ),
    h('div', { class: 'row' }, refresh, signOut),
    h('h2', {}, t('account.quota')),
    session.limitsError ? h('p', { class: 'error' }, session.limitsError) : null,
    ...meters.map(meterElement),
    rowLimits.length
      ? h(
          'div',
          {},
          h('h3', {}, t('account.rowsPerReport')),
          h('dl', {}, ...rowLimits.flatMap(([label, rows]) => [h('dt', {}, label), h('dd', {}, rows)])),
        )
      : null,
    ...googleLimits(session),
    h('h2', {}, t('account.teamUse')),
    tools ? h('p', { class: 'gray' }, t('account.toolsNotShared')) : sharing(ctx, session),
  );
}

export const accountView: View = {
  id: 'account',
  label: 'tab.account',
  requires: 'signedIn',
  mount(root, ctx) {
    render(root, ctx, ctx.session());
    // The shell has just read the session when the view first appears; later visits read it again.
    let first = true;
    return {
      shown: () => {
        if (!first) void ctx.refreshSession().catch(ctx.fail);
        first = false;
      },
      sessionChanged: (session) => render(root, ctx, session),
    };
  },
};
