/**
 * `ScriptApp.newStateToken()`: the `state` of a third-party OAuth flow. When the provider sends the
 * browser to the script's `usercallback` URL with that state, Apps Script runs the token's method with
 * the request (its query plus the token's arguments) as the user who made the token, until it times out.
 */
import { randomBytes } from 'node:crypto';
import type { EmulatedClock } from '../clock';
import type { Execution } from '../execution';

export interface StateTokenRecord {
  method: string;
  arguments: Record<string, string>;
  user: string;
  expiresAt: number;
}

/** Apps Script's bounds for `withTimeout` (seconds): default 60, at most an hour. */
export const DEFAULT_STATE_TIMEOUT_S = 60;
export const MAX_STATE_TIMEOUT_S = 3600;

export class StateTokenTable {
  private readonly tokens = new Map<string, StateTokenRecord>();

  constructor(private readonly clock: EmulatedClock) {}

  issue(record: StateTokenRecord): string {
    const token = `ADD${randomBytes(24).toString('base64url')}`;
    this.tokens.set(token, record);
    return token;
  }

  /** The token's record while it is valid; an expired one is forgotten. */
  find(token: string): StateTokenRecord | undefined {
    const record = this.tokens.get(token);
    if (record && record.expiresAt <= this.clock.now()) {
      this.tokens.delete(token);
      return undefined;
    }
    return record;
  }
}

export class StateTokenBuilder {
  private method: string | null = null;
  private readonly args: Record<string, string> = {};
  private timeoutS = DEFAULT_STATE_TIMEOUT_S;

  constructor(
    private readonly exec: Execution,
    private readonly table: StateTokenTable,
  ) {}

  withMethod(name: string): this {
    this.method = String(name);
    return this;
  }

  withArgument(name: string, value: string): this {
    this.args[String(name)] = String(value);
    return this;
  }

  withTimeout(seconds: number): this {
    const s = Number(seconds);
    if (!Number.isInteger(s) || s < 1 || s > MAX_STATE_TIMEOUT_S)
      throw this.exec.fail(`Invalid argument: timeout must be 1–${MAX_STATE_TIMEOUT_S} seconds`);
    this.timeoutS = s;
    return this;
  }

  createToken(): string {
    if (!this.method) throw this.exec.fail('A state token needs a method: call withMethod(name) first.');
    return this.table.issue({
      method: this.method,
      arguments: { ...this.args },
      user: this.exec.user,
      expiresAt: this.exec.clock.now() + this.timeoutS * 1000,
    });
  }
}
