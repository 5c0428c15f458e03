/**
 * What each user let the script do. Since 2025 users grant a script's OAuth scopes one by one (granular
 * consent): every scope is declared in the manifest's `oauthScopes`, and each user holds a grant of some of
 * them, kept by Google per user and script, which outlives executions. An execution that asks for more
 * (`ScriptApp.requireScopes`) ends, and the user sees a consent prompt: recorded here as a request.
 */
import type { ExecutionKindName } from './execution-kinds';

/** One user's standing, as an execution checks it. */
export interface Grants {
  /** The manifest's `oauthScopes`: all a user can grant. */
  readonly declared: ReadonlySet<string>;
  readonly granted: ReadonlySet<string>;
}

/** A consent prompt an execution ended to show: which user, from which call, for which missing scopes. */
export interface ConsentRequest {
  user: string;
  functionName: string;
  kind: ExecutionKindName;
  scopes: string[];
  /** Emulated time of the prompt. */
  at: number;
}

export class Consent {
  /** Every prompt shown, oldest first. */
  readonly requests: ConsentRequest[] = [];
  readonly declared: ReadonlySet<string>;
  private readonly initial: readonly string[];
  private readonly grants = new Map<string, Set<string>>();

  /** @param initial what every user has granted until they grant more: some of `declared`. */
  constructor(declared: readonly string[], initial: readonly string[]) {
    this.declared = new Set(declared);
    this.initial = this.checked(initial, 'grantedScopes');
  }

  /** What `user` granted, in the manifest's order. */
  granted(user: string): string[] {
    const mine = this.mine(user);
    return [...this.declared].filter((scope) => mine.has(scope));
  }

  of(user: string): Grants {
    return { declared: this.declared, granted: this.mine(user) };
  }

  /** The user consents to `scopes` (a prompt answered, or the authorization URL followed). */
  grant(user: string, scopes: readonly string[]): void {
    const mine = this.mine(user);
    for (const scope of this.checked(scopes, 'grantScopes')) mine.add(scope);
  }

  asked(request: ConsentRequest): void {
    this.requests.push(request);
  }

  /** Each user's grant, for a snapshot. */
  toJSON(): Record<string, string[]> {
    return Object.fromEntries([...this.grants.keys()].map((user) => [user, this.granted(user)]));
  }

  /** Grants from a snapshot; a scope the manifest no longer declares is dropped, as re-consent would. */
  restore(saved: Readonly<Record<string, readonly string[]>>): void {
    this.grants.clear();
    for (const [user, scopes] of Object.entries(saved))
      this.grants.set(user, new Set(scopes.filter((scope) => this.declared.has(scope))));
  }

  private mine(user: string): Set<string> {
    let mine = this.grants.get(user);
    if (!mine) {
      mine = new Set(this.initial);
      this.grants.set(user, mine);
    }
    return mine;
  }

  /** A user can grant only what the manifest declares: anything else is a mistake in the test or the manifest. */
  private checked(scopes: readonly string[], what: string): readonly string[] {
    const undeclared = scopes.filter((scope) => !this.declared.has(scope));
    if (undeclared.length)
      throw new Error(`${what}: ${undeclared.join(', ')} not among the manifest's oauthScopes`);
    return scopes;
  }
}
