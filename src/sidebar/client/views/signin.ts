/**
 * Sign in with e-mail and password, or with a token generated in the service's account settings.
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

export const signInView: View = {
  id: 'signin',
  label: 'Sign in',
  requires: 'signedOut',
  mount(root, ctx) {
    const email = h('input', { type: 'email', autocomplete: 'username', required: true });
    const password = secret('current-password');
    const token = secret('off');
    const notice = h('p', { class: 'warning' });
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
        () => ctx.server.signIn(email.value.trim(), password.value),
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
          () => ctx.server.signInWithToken(token.value.trim()),
          [token],
        ),
      ),
      h(
        'p',
        { class: 'gray' },
        'API access needs an Advanced or Prime plan, or the API add-on on Basic and Lite. Your token is kept in your own Google account, never in this document.',
      ),
    );
    return { sessionChanged: showNotice };
  },
};
