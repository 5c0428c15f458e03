/**
 * Injected at the top of the add-on's sidebar HTML: the `google.script` object HtmlService gives
 * a sidebar, with `run` calls POSTed to the playground server, which runs them in the emulator.
 */
import { type RunRequest, type RunResponse, SELECTION_HOOK, type Selection } from '../protocol';
import type { BridgeMessage } from './messages';
import { postJson } from './post';

type Handler = (value: unknown, userObject: unknown) => void;

interface Options {
  readonly success?: Handler;
  readonly failure?: Handler;
  readonly userObject?: unknown;
}

function tell(type: BridgeMessage['type']): void {
  const message: BridgeMessage = { source: 'seo-sheets-bridge', type };
  window.parent.postMessage(message, window.location.origin);
}

/** The page's selection now, as Sheets gives a server function the user's active range. */
function selection(): Selection | undefined {
  const hook = (window.parent as unknown as Record<string, unknown>)[SELECTION_HOOK];
  return typeof hook === 'function' ? (hook as () => Selection | undefined)() : undefined;
}

function toError(error: { name: string; message: string }): Error {
  const result = new Error(error.message);
  result.name = error.name;
  return result;
}

/** Each `with*` returns a new runner, as in Apps Script, so a configured runner can be reused. */
function runner(options: Options): unknown {
  const configure = {
    withSuccessHandler: (success: Handler) => runner({ ...options, success }),
    withFailureHandler: (failure: Handler) => runner({ ...options, failure }),
    withUserObject: (userObject: unknown) => runner({ ...options, userObject }),
  };
  return new Proxy(configure, {
    get(target, name) {
      if (typeof name !== 'string') return undefined;
      if (name in target) return target[name as keyof typeof target];
      return (...args: unknown[]) => {
        postJson<RunResponse>('/api/run', {
          functionName: name,
          args,
          selection: selection(),
        } satisfies RunRequest)
          .catch(
            (error: Error): RunResponse => ({
              ok: false,
              error: { name: error.name, message: error.message },
            }),
          )
          .then((result) => {
            tell('ran');
            if (result.ok) options.success?.(result.value, options.userObject);
            else if (options.failure) options.failure(toError(result.error), options.userObject);
            else console.error(result.error.message);
          });
      };
    },
  });
}

const google = {
  script: {
    run: runner({}),
    host: {
      close: () => tell('close'),
      editor: { focus: () => tell('focus-editor') },
    },
  },
};

Object.assign(window, { google });
