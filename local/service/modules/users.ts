/** users: token, whoami, getLimits. */
import { type Account, accountByEmail } from '../accounts';
import { DAY } from '../clock';
import { issueToken } from '../jwt';
import { envelope, ok, ServiceError } from '../reply';
import { get, type Routes } from '../route';

const TOKEN_LIFETIME_MS = 31 * DAY;

const loginError = (message: string): ServiceError =>
  new ServiceError(envelope(418, 'unauthorized', message));

export const usersRoutes: Routes = {
  'users/token': {
    method: 'POST',
    gate: 'public',
    handle: ({ state, input, bearer }) => {
      const credentials = input.has('email') || input.has('password');
      if (!credentials && (bearer || input.has('token'))) throw loginError('Token expired');
      const email = input.string('email');
      const password = input.string('password');
      const account = accountByEmail(email);
      if (!account || account.password !== password) throw loginError('Invalid username or password');
      if (!account.confirmed) throw loginError('Email isnt confrimed');
      const iat = Math.floor(state.clock.now() / 1000);
      const exp = iat + TOKEN_LIFETIME_MS / 1000;
      return ok({
        token: issueToken({ sub: account.id, email: account.email, iat, exp }, state.secret),
        id: account.id,
        email: account.email,
        lang: account.lang,
        currency: 'PLN',
        currency_ratio: 1,
        country_id: 1,
      });
    },
  },
  'users/whoami': get(({ account }) => ok({ email: account.email })),
  'users/getLimits': get(({ state, account }) => ok(state.quota.limits(account)), 'limits'),
  // Like getLimits, any signed-in account may read itself, with or without API access.
  'users/getLoggedUser': get(({ state, account }) => ok(loggedUser(account, state.clock.now())), 'limits'),
};

/** Plan ids as the reference's `plan_id`/`product_id`: 3 for Prime, 1 for Lite, 0 without a plan. */
const planId = (account: Account): number =>
  account.plan === null ? 0 : account.plan === accountByEmail('demo@example.com')?.plan ? 3 : 1;

/** The reference's `getLoggedUser`, the parts the simulator has something to say about. */
function loggedUser(account: Account, now: number) {
  const start = now - account.packageAgeDays * DAY;
  const end = start + 30 * DAY;
  const on = account.access === 'api' ? 1 : 0;
  return {
    id: account.id,
    parent_id: null,
    account_id: account.id,
    role_id: account.roleId,
    status: account.confirmed ? 3 : 1,
    email: account.email,
    parsed_email: account.email,
    users_current_product: {
      id: account.id * 10,
      user_id: account.id,
      is_trial: false,
      product_id: planId(account),
      is_subscribed: account.plan !== null,
      start_date: new Date(start).toISOString(),
      end_date: new Date(end).toISOString(),
    },
    account: { id: account.id, name: account.email, created: new Date(start).toISOString() },
    lang: 'pl-PL',
    country_id: 1,
    country: { id: 1, code: 'pl', name: 'Polska' },
    currency: 'PLN',
    currency_ratio: 1,
    product_id: planId(account),
    is_trial: false,
    expiration: Math.floor(end / 1000),
    is_expired: account.plan === null,
    plan_id: planId(account),
    access: {
      'visibility-analysis': { tools: on, ranking: on },
      'keywords-explorer': { tools: on, presets: on },
      projects: { tools: on, ranking: on },
    },
    messages: { show_welcome_discount: false },
  };
}
