/** A simulator per test file, and small typed helpers to call it the way clients do. */
import { type RunningService, type ServiceOptions, startService } from '../../local/service';

export interface Answer {
  status: number;
  headers: Headers;
  text: string;
  // biome-ignore lint/suspicious/noExplicitAny: tests read arbitrary JSON paths
  json: any;
}

export interface CallOptions {
  token?: string;
  body?: unknown;
  query?: Record<string, string | number>;
  /** Send the body as application/x-www-form-urlencoded text instead of JSON. */
  form?: string;
  /** Send the body as multipart/form-data (fetch writes the boundary). */
  multipart?: FormData;
  method?: 'GET' | 'POST';
}

export class Sim {
  private service!: RunningService;

  async start(opts: ServiceOptions = {}): Promise<void> {
    this.service = await startService({ port: 0, ...opts });
  }

  stop(): Promise<void> {
    return this.service.close();
  }

  get url(): string {
    return this.service.url;
  }

  async call(path: string, opts: CallOptions = {}): Promise<Answer> {
    const hasBody = opts.body !== undefined || opts.form !== undefined || opts.multipart !== undefined;
    const method = opts.method ?? (hasBody ? 'POST' : 'GET');
    const query = opts.query
      ? `?${new URLSearchParams(Object.entries(opts.query).map(([k, v]) => [k, String(v)]))}`
      : '';
    const headers: Record<string, string> = {};
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    let body: string | FormData | undefined;
    if (opts.multipart !== undefined) body = opts.multipart;
    else if (opts.form !== undefined) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = opts.form;
    } else if (opts.body !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(opts.body);
    }
    const res = await fetch(`${this.url}${path}${query}`, { method, headers, body, redirect: 'manual' });
    const text = await res.text();
    let json: unknown;
    try {
      json = JSON.parse(text);
    } catch {
      json = undefined;
    }
    return { status: res.status, headers: res.headers, text, json };
  }

  async login(email: string, password = email.split('@')[0]): Promise<string> {
    const res = await this.call('/api/users/token', { body: { email, password } });
    if (res.status !== 200) throw new Error(`login ${email}: ${res.status} ${res.text}`);
    return res.json.data.token;
  }

  control(name: string, body: unknown = {}): Promise<Answer> {
    return this.call(`/__sim/${name}`, { body });
  }

  async usage(email: string, key: string): Promise<number> {
    const state = await this.call('/__sim/state');
    return state.json.data.usage[email][key];
  }
}

/** Starts one simulator for the file and resets it before every test. */
export function useSim(): Sim {
  const sim = new Sim();
  beforeAll(() => sim.start());
  afterAll(() => sim.stop());
  beforeEach(async () => {
    await sim.control('reset');
  });
  return sim;
}

/** The 418 envelope's error object, asserting the status on the way. */
export function errorOf(
  res: Answer,
  type: string,
): { message: string; params?: Record<string, Record<string, string>> } {
  expect(res.status).toBe(418);
  expect(res.json.success).toBe(false);
  expect(res.json.data.error.type).toBe(type);
  return res.json.data.error;
}
