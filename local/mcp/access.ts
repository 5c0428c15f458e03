/** Who may use the tool server: the spec's add-on rules, as the login page and token refresh apply them. */
import { type Account, accountByEmail } from '../service/accounts';

export type SignIn = { ok: true; account: Account } | { ok: false; message: string };

/** A plan with API access, or Basic/Lite with the API add-on or the cheaper tool-server-only add-on. */
export function hasToolAccess(account: Account): boolean {
  return account.confirmed && account.plan !== null && account.access !== 'no_plan';
}

export function signIn(email: string, password: string): SignIn {
  const account = accountByEmail(email);
  if (!account || account.password !== password) return { ok: false, message: 'Wrong e-mail or password.' };
  if (!account.confirmed)
    return { ok: false, message: 'This account’s e-mail address is not confirmed yet. Confirm it first.' };
  if (!hasToolAccess(account))
    return {
      ok: false,
      message:
        'This account has no plan that includes the tool server. It needs a plan with API access ' +
        '(Advanced, Prime), or on Basic and Lite the API add-on or the tool-server add-on.',
    };
  return { ok: true, account };
}
