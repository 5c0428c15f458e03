/** Session and the two logging globals (Logger, console), whose output lands in the emulator's log. */
import { format } from 'node:util';
import type { Execution } from '../execution';
import type { LogEntry } from '../logs';

/** `userLocales`: each user's Google account locale, `en` for those not set. */
export function sessionService(
  exec: Execution,
  timeZone: string,
  userLocales: ReadonlyMap<string, string>,
): GoogleAppsScript.Base.Session {
  const user = () => exec.guard('Session', 'User', { getEmail: () => exec.user });
  const service = {
    getActiveUser: user,
    getEffectiveUser: user,
    getScriptTimeZone: () => timeZone,
    getActiveUserLocale: () => userLocales.get(exec.user) ?? 'en',
    getTemporaryActiveUserKey: () => Buffer.from(exec.user).toString('base64url'),
  };
  return exec.guard('Session', 'Session', service) as unknown as GoogleAppsScript.Base.Session;
}

export function loggingServices(
  exec: Execution,
  logs: LogEntry[],
): { Logger: GoogleAppsScript.Base.Logger; console: Console } {
  const own: string[] = [];
  const write = (level: LogEntry['level'], args: unknown[]): string => {
    const message = format(...args);
    logs.push({ at: exec.clock.now(), level, execution: exec.functionName, message });
    return message;
  };
  const logger = {
    log: (...args: unknown[]) => {
      own.push(write('log', args));
      return exec.realm.global.Logger;
    },
    getLog: () => own.join('\n'),
    clear: () => {
      own.length = 0;
    },
  };
  const consoleLike = {
    log: (...args: unknown[]) => void write('log', args),
    info: (...args: unknown[]) => void write('info', args),
    warn: (...args: unknown[]) => void write('warn', args),
    error: (...args: unknown[]) => void write('error', args),
  };
  return {
    Logger: exec.guard('Logger', 'Logger', logger) as unknown as GoogleAppsScript.Base.Logger,
    console: exec.guard('console', 'console', consoleLike) as unknown as Console,
  };
}
