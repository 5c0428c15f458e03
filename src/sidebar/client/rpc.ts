/**
 * The one way the sidebar reaches the server: a promise-returning wrapper over google.script.run
 * whose methods are derived from what src/main.ts exports, so renaming or retyping a handler
 * breaks the sidebar's build instead of the user's click.
 */
import type * as Main from '../../main';
import { SESSION_ENDED_MARKER } from '../protocol';

type Handlers = {
  // biome-ignore lint/suspicious/noExplicitAny: matching any function signature is the point
  [K in keyof typeof Main as (typeof Main)[K] extends (...args: any[]) => unknown
    ? K
    : never]: (typeof Main)[K];
};

/** Each server function as the sidebar sees it: same parameters, result wrapped in a promise. */
export type Server = {
  readonly [K in keyof Handlers]: Handlers[K] extends (...args: infer A) => infer R
    ? (...args: A) => Promise<Awaited<R>>
    : never;
};

export type HandlerName = keyof Server;
export type ServerResult<K extends HandlerName> = Awaited<ReturnType<Server[K]>>;

/** Thrown when the server reports that the sign-in is missing or no longer accepted. */
export class SessionEndedError extends Error {
  override readonly name = 'SessionEndedError';
}

/** The slice of google.script.run the wrapper uses; tests pass a fake. */
export interface ScriptRun {
  withSuccessHandler(handler: (value: unknown) => void): ScriptRun;
  withFailureHandler(handler: (error: Error) => void): ScriptRun;
  [handler: string]: unknown;
}

function toError(error: unknown): Error {
  const message = error instanceof Error ? error.message : String(error);
  if (!message.includes(SESSION_ENDED_MARKER)) return error instanceof Error ? error : new Error(message);
  return new SessionEndedError(
    message.replace(SESSION_ENDED_MARKER, '').replace(/^(Error|Exception):\s*/, ''),
  );
}

export function createServer(run: () => ScriptRun): Server {
  const call =
    (name: string) =>
    (...args: unknown[]): Promise<unknown> =>
      new Promise((resolve, reject) => {
        const runner = run()
          .withSuccessHandler(resolve)
          .withFailureHandler((error) => reject(toError(error)));
        const fn = runner[name];
        if (typeof fn !== 'function') throw new Error(`No server function ${name}`);
        fn.apply(runner, args);
      });
  // `then` stays undefined so that awaiting the server object itself is harmless.
  return new Proxy({} as Server, {
    get: (_target, name) => (name === 'then' ? undefined : call(String(name))),
  });
}
