/**
 * Sign in with e-mail and password, or with a token generated in the service's account settings, or
 * connect through the tool server (OAuth in a popup, for plans with only the tool-server add-on).
 * The password (or pasted token) goes to the server once and the field is emptied; nothing the
 * server keeps is ever sent back here.
 */
import { act } from '../act';
import { field, h, replaceChildren } from '../dom';
import type { Session, View, ViewContext } from '../view';

function secret(autocomplete: string): HTMLInputElement {
  return h('input', { type: 'password', autocomplete, required: true, spellcheck: 'false' });
}

function form(
  ctx: ViewContext,
  title: string,
  fields: HTMLElement[],
  submitLabel: string,
  submit: () => Promise<{ email: string }>,
  secrets: HTMLInputElement[],
): HTMLFormElement {
  const button = h('button', { type: 'submit', class: 'action' }, submitLabel);
  const element = h('form', { 'aria-label': title }, ...fields, h('div', { class: 'row' }, button));
  element.addEventListener('submit', (event) => {
    event.preventDefault();
    // The secret leaves the page once: the field is emptied whether or not the sign-in worked.
    const sent = submit().finally(() => {
      for (const input of secrets) input.value = '';
    });
    void act(ctx, button, async () => {
      const { email } = await sent;
      await ctx.refreshSession();
      ctx.show('account');
      ctx.announce(`Signed in as ${email}.`);
    });
  });
  return element;
}

/** How often the sidebar asks whether the popup's sign-in has landed, and for how long at most. */
const CONNECT_POLL_MS = 1_500;
const CONNECT_WAIT_MS = 15 * 60_000;

const pause = (ms: number) => new Promise((resolve) => window.setTimeout(resolve, ms));

/**
 * Opens the popup on the click itself (a popup opened after a server round trip is blocked), sends it to
 * the authorization URL, then polls the session until the connection lands or the popup is closed.
 */
function connectButton(ctx: ViewContext): HTMLButtonElement {
  const button = h('button', { type: 'button', class: 'create' }, 'Connect through the tool server');
  button.addEventListener('click', () => {
    const popup = window.open('', 'seo-sheets-tool-server', 'width=480,height=640');
    if (!popup) {
      ctx.announce('The sign-in window was blocked: allow pop-ups for this page, then try again.', 'error');
      return;
    }
    void act(ctx, button, async () => {
      try {
        popup.location.href = (await ctx.server.connectToolServer()).url;
      } catch (error) {
        popup.close();
        throw error;
      }
      ctx.announce('Sign in in the window that opened.');
      for (const started = Date.now(); Date.now() - started < CONNECT_WAIT_MS; ) {
        await pause(CONNECT_POLL_MS);
        const { closed } = popup;
        const session = await ctx.refreshSession();
        if (session.signedIn) {
          ctx.show('account');
          ctx.announce(`Connected through the tool server as ${session.email}.`);
          return;
        }
        if (closed) break;
      }
      ctx.announce('Not connected: the sign-in window was closed before the sign-in finished.', 'error');
    });
  });
  return button;
}

export const signInView: View = {
  id: 'signin',
  label: 'Sign in',
  requires: 'signedOut',
  mount(root, ctx) {
    const email = h('input', { type: 'email', autocomplete: 'username', required: true });
    const password = secret('current-password');
    const token = secret('off');
    const notice = h('p', { class: 'warning' });
    const connect = connectButton(ctx);
    /** A refusal for want of API access names the tool server: point at the way that works. */
    const offerToolServer = (error: unknown): never => {
      if (/tool server/.test(error instanceof Error ? error.message : '')) {
        connect.classList.add('offered');
        connect.focus();
      }
      throw error;
    };
    const showNotice = (session: Session): void =>
      replaceChildren(notice, session.signedIn ? null : session.notice);
    showNotice(ctx.session());
    replaceChildren(
      root,
      h('h2', {}, 'Sign in'),
      notice,
      h(
        'p',
        { class: 'gray' },
        'Use the e-mail and password of your Search Visibility account. The password is not stored.',
      ),
      form(
        ctx,
        'Sign in with e-mail and password',
        [field('E-mail', email), field('Password', password)],
        'Sign in',
        () => ctx.server.signIn(email.value.trim(), password.value).catch(offerToolServer),
        [password],
      ),
      h(
        'details',
        {},
        h('summary', {}, 'Use an API token instead'),
        form(
          ctx,
          'Sign in with an API token',
          [
            field(
              'API token',
              token,
              'Generate it in the account settings, Integrations tile. It is valid for 31 days.',
            ),
          ],
          'Use token',
          () => ctx.server.signInWithToken(token.value.trim()).catch(offerToolServer),
          [token],
        ),
      ),
      h(
        'p',
        { class: 'gray' },
        'API access needs an Advanced or Prime plan, or the API add-on on Basic and Lite. Your token is kept in your own Google account, never in this document.',
      ),
      h('h2', {}, 'Tool server'),
      h(
        'p',
        { class: 'gray' },
        'With the tool-server add-on (or any plan with API access), connect through the tool server instead: you sign in on the service’s own page in a new window, and formulas that have a tool use it.',
      ),
      h('div', { class: 'row' }, connect),
    );
    return { sessionChanged: showNotice };
  },
};
