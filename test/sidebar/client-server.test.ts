import { SESSION_ENDED_MARKER } from '../../src/sidebar/protocol';
import { createServer, type ScriptRun, SessionEndedError } from '../../src/sidebar/client/rpc';

/** google.script.run as HtmlService builds it: each with*Handler returns a runner bound to them. */
function fakeRun(
  handlers: Record<string, (...args: unknown[]) => unknown>,
  calls: unknown[][],
): () => ScriptRun {
  const make = (ok?: (v: unknown) => void, ko?: (e: Error) => void): ScriptRun => {
    const runner: ScriptRun = {
      withSuccessHandler: (f) => make(f, ko),
      withFailureHandler: (f) => make(ok, f),
    };
    for (const [name, fn] of Object.entries(handlers)) {
      runner[name] = (...args: unknown[]) => {
        calls.push([name, ...args]);
        queueMicrotask(() => {
          try {
            ok?.(fn(...args));
          } catch (error) {
            ko?.(error as Error);
          }
        });
      };
    }
    return runner;
  };
  return () => make();
}

describe('typed google.script.run wrapper', () => {
  it('calls the named server function with its arguments and resolves with its result', async () => {
    const calls: unknown[][] = [];
    const server = createServer(fakeRun({ signIn: (email) => ({ email }) }, calls));
    await expect(server.signIn('a@example.com', 'pw')).resolves.toEqual({ email: 'a@example.com' });
    expect(calls).toEqual([['signIn', 'a@example.com', 'pw']]);
  });

  it('rejects with the server’s message', async () => {
    const server = createServer(
      fakeRun(
        {
          signIn: () => {
            throw new Error('Wrong e-mail or password.');
          },
        },
        [],
      ),
    );
    const error = await server.signIn('a', 'b').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(SessionEndedError);
    expect((error as Error).message).toBe('Wrong e-mail or password.');
  });

  it('turns the signed-out marker into a SessionEndedError without the marker', async () => {
    const server = createServer(
      fakeRun(
        {
          sidebarAccount: () => {
            throw new Error(`Error: ${SESSION_ENDED_MARKER}Your session has expired.`);
          },
        },
        [],
      ),
    );
    const error = await server.sidebarAccount().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(SessionEndedError);
    expect((error as Error).message).toBe('Your session has expired.');
  });

  it('is not mistaken for a promise', async () => {
    const server = createServer(fakeRun({}, []));
    expect((server as unknown as { then?: unknown }).then).toBeUndefined();
    await expect(Promise.resolve(server)).resolves.toBe(server);
  });
});
