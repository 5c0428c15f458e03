/**
 * Sign in with e-mail and password, or with a token generated in the service's account settings, or
 * connect through the tool server (OAuth in a popup, for plans with only the tool-server add-on).
 * The password (or pasted token) goes to the server once and the field is emptied; nothing the
 * server keeps is ever sent back here.
 */
import { act } from '../act';
import { field, h, replaceChildren } from '../dom';
import { t } from '../i18n';
import { isTrustedAddress } from '../../../shared/address';
import { excerpt } from '../../../shared/excerpt';
import type { Language } from '../../../shared/i18n/languages';
import type { Session, View, ViewContext } from '../view';

function secret(autocomplete: string): HTMLInputElement {
  return h('input', { type: 'password', autocomplete, required: true, spellcheck: 'false' });
}

function form(
  ctx: ViewContext,
  title: string,
  fields: HTMLElement[],
  submitLabel: string,
  submit: () => Promise<{ email: string; language: Language }>,
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
      const { email, language } = await sent;
      await ctx.refreshSession();
      await ctx.speak(language);
      ctx.show('account');
      ctx.announce(t('signin.signedIn', { email }));
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
  const button = h('button', { type: 'button', class: 'create' }, t('signin.connect'));
  button.addEventListener('click', () => {
    const popup = window.open('', 'seo-sheets-tool-server', 'width=480,height=640');
    if (!popup) {
      ctx.announce(t('signin.popupBlocked'), 'error');
      return;
    }
    void act(ctx, button, async () => {
      try {
        const { url } = await ctx.server.connectToolServer();
        // The popup shares this page's origin until it navigates: a `javascript:` address would run here,
        // with the sidebar's server functions in reach through window.opener. Only https opens.
        if (!isTrustedAddress(url)) throw new Error(t('signin.untrusted', { address: excerpt(url) }));
        popup.location.href = url;
      } catch (error) {
        popup.close();
        throw error;
      }
      ctx.announce(t('signin.popupOpened'));
      for (const started = Date.now(); Date.now() - started < CONNECT_WAIT_MS; ) {
        await pause(CONNECT_POLL_MS);
        const { closed } = popup;
        const session = await ctx.refreshSession();
        if (session.signedIn) {
          ctx.show('account');
          ctx.announce(t('signin.connected', { email: session.email }));
          return;
        }
        if (closed) break;
      }
      ctx.announce(t('signin.notConnected'), 'error');
    });
  });
  return button;
}

export const signInView: View = {
  id: 'signin',
  label: 'tab.signin',
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
      h('h2', {}, t('signin.title')),
      notice,
      h('p', { class: 'gray' }, t('signin.intro')),
      form(
        ctx,
        t('signin.formPassword'),
        [field(t('signin.email'), email), field(t('signin.password'), password)],
        t('signin.submit'),
        () => ctx.server.signIn(email.value.trim(), password.value).catch(offerToolServer),
        [password],
      ),
      h(
        'details',
        {},
        h('summary', {}, t('signin.tokenSummary')),
        form(
          ctx,
          t('signin.formToken'),
          [field(t('signin.token'), token, t('signin.tokenHint'))],
          t('signin.useToken'),
          () => ctx.server.signInWithToken(token.value.trim()).catch(offerToolServer),
          [token],
        ),
      ),
      h('p', { class: 'gray' }, t('signin.planNote')),
      h('h2', {}, t('signin.toolServer')),
      h('p', { class: 'gray' }, t('signin.toolServerIntro')),
      h('div', { class: 'row' }, connect),
    );
    return { sessionChanged: showNotice };
  },
};
