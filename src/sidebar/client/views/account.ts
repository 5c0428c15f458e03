/** Who is signed in, until when, and what the quota still allows. Reading limits costs nothing. */
import { act } from '../act';
import { h, replaceChildren } from '../dom';
import { expiryText, type Meter, quotaRows } from '../../../shared/quota-wording';
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
    m.reset ? h('div', { class: 'gray' }, m.reset) : null,
    m.note ? h('div', { class: 'gray' }, m.note) : null,
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
        ctx.announce(
          sharing ? 'Formulas in this document now use your sign-in.' : 'Your sign-in is no longer shared.',
        );
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
      ? h(
          'p',
          {},
          `Formulas here currently use the sign-in of ${status.email ?? 'another editor'}. Ticking the box replaces it with yours.`,
        )
      : null;
  return h(
    'div',
    { class: 'card' },
    h('label', { class: 'check', for: box.id }, box, 'Let formulas in this document use my sign-in'),
    someoneElse,
    h(
      'p',
      { class: 'gray' },
      'Off by default. While on, every editor’s formulas in this document spend your account’s quota. Untick to stop.',
    ),
  );
}

function render(root: HTMLElement, ctx: ViewContext, session: Session): void {
  if (!session.signedIn) {
    replaceChildren(root);
    return;
  }
  const expiry = expiryText(session.daysLeft);
  const { meters, rowLimits } = quotaRows(session.counters);
  const refresh = h('button', { type: 'button', class: 'action' }, 'Refresh');
  const tools = session.via === 'tools';
  const signOut = h('button', { type: 'button' }, tools ? 'Disconnect' : 'Sign out');
  refresh.addEventListener('click', () =>
    act(ctx, refresh, async () => {
      await ctx.refreshSession();
      ctx.announce('Quota refreshed.');
    }),
  );
  signOut.addEventListener('click', () =>
    act(ctx, signOut, async () => {
      await (tools ? ctx.server.disconnectToolServer() : ctx.server.signOut());
      await ctx.refreshSession();
      ctx.announce(tools ? 'Disconnected: the tool server’s tokens are revoked.' : 'Signed out.');
    }),
  );
  replaceChildren(
    root,
    h('h2', {}, 'Account'),
    tools
      ? h('p', {}, 'Connected through the tool server as ', h('strong', {}, session.email))
      : h('p', {}, 'Signed in as ', h('strong', {}, session.email)),
    tools
      ? h('p', { class: 'gray' }, 'The connection renews itself. Disconnect to revoke it.')
      : h(
          'p',
          { class: expiry.warn ? 'warning' : 'gray', role: expiry.warn ? 'alert' : undefined },
          expiry.text,
        ),
    h('div', { class: 'row' }, refresh, signOut),
    h('h2', {}, 'Quota'),
    session.limitsError ? h('p', { class: 'error' }, session.limitsError) : null,
    ...meters.map(meterElement),
    rowLimits.length
      ? h(
          'div',
          {},
          h('h3', {}, 'Rows per report'),
          h('dl', {}, ...rowLimits.flatMap(([label, rows]) => [h('dt', {}, label), h('dd', {}, rows)])),
        )
      : null,
    h('h2', {}, 'Team use'),
    tools
      ? h(
          'p',
          { class: 'gray' },
          'A tool-server connection is yours alone: it cannot be shared with this document’s editors.',
        )
      : sharing(ctx, session),
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
