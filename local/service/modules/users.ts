/** users: token, whoami, getLimits. */
import { accountByEmail } from '../accounts';
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
};
