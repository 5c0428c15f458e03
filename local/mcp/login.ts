/**
 * The small sign-in page of the authorization flow: /authorize shows it, its form posts to /oauth/login,
 * which sends the browser back to the client's redirect URI with a code (or `access_denied` on cancel).
 * A refused account sees why on the page and may try another one.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBodyText } from '../service/http';
import { signIn } from './access';
import type { PendingLogin, ToolServerAuth } from './oauth';
import { LOGIN_PATH } from './paths';
const MAX_FORM_BYTES = 4096;

const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function renderLogin(
  res: ServerResponse,
  loginId: string,
  login: PendingLogin,
  problem?: { message: string; email: string },
): void {
  const client = escapeHtml(login.client.client_name ?? 'An application');
  const error = problem ? `<p class="error" role="alert">${escapeHtml(problem.message)}</p>` : '';
  const html = `<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in – Search Visibility tool server</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>
body{font:15px system-ui,sans-serif;max-width:24rem;margin:3rem auto;padding:0 1rem;color:#202124}
label{display:block;margin:.8rem 0 .2rem}input{width:100%;padding:.4rem;box-sizing:border-box}
.buttons{display:flex;gap:.5rem;margin-top:1rem}.error{color:#b3261e}small{color:#5f6368}
</style></head><body>
<h1>Sign in</h1>
<p><strong>${client}</strong> wants to use the Search Visibility tool server with your account: its data and
its quotas, shared with the API and the web application.</p>
${error}
<form method="post" action="${LOGIN_PATH}">
<input type="hidden" name="login" value="${escapeHtml(loginId)}">
<label for="email">E-mail</label><input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(problem?.email ?? '')}">
<label for="password">Password</label><input id="password" name="password" type="password" autocomplete="current-password" required>
<div class="buttons"><button type="submit" name="action" value="allow">Sign in and allow</button>
<button type="submit" name="action" value="cancel" formnovalidate>Cancel</button></div>
</form>
<p><small>Simulator accounts: mcp@example.com / mcp (tool-server add-on only), demo@example.com / demo (Prime),
lite@example.com / lite (Lite + API add-on).</small></p>
</body></html>`;
  res.writeHead(problem ? 401 : 200, {
    'Content-Type': 'text/html; charset=utf-8',
    'Cache-Control': 'no-store',
  });
  res.end(html);
}

function redirect(res: ServerResponse, target: URL): void {
  res.writeHead(302, { Location: target.href, 'Cache-Control': 'no-store' });
  res.end();
}

function plain(res: ServerResponse, status: number, text: string): void {
  res.writeHead(status, { 'Content-Type': 'text/plain; charset=utf-8', 'Cache-Control': 'no-store' });
  res.end(text);
}

/** POST /oauth/login: `login` (the pending request), `email`, `password`, `action` (`allow` or `cancel`). */
export async function handleLogin(auth: ToolServerAuth, req: IncomingMessage, res: ServerResponse) {
  if (req.method !== 'POST') return plain(res, 405, 'Use the sign-in form.');
  const text = await readBodyText(req, MAX_FORM_BYTES);
  const form = new URLSearchParams(text ?? '');
  const loginId = form.get('login') ?? '';
  const login = auth.pendingLogin(loginId);
  if (!login)
    return plain(res, 400, 'This sign-in page has expired. Start connecting again from the application.');
  const back = new URL(login.params.redirectUri);
  if (login.params.state !== undefined) back.searchParams.set('state', login.params.state);
  if (form.get('action') === 'cancel') {
    back.searchParams.set('error', 'access_denied');
    back.searchParams.set('error_description', 'The user cancelled the sign-in.');
    auth.cancelLogin(loginId);
    return redirect(res, back);
  }
  const email = form.get('email') ?? '';
  const result = signIn(email, form.get('password') ?? '');
  if (!result.ok) return renderLogin(res, loginId, login, { message: result.message, email });
  const code = auth.grantCode(loginId, result.account);
  if (!code) return plain(res, 400, 'This sign-in page has expired. Start connecting again.');
  back.searchParams.set('code', code);
  redirect(res, back);
}
