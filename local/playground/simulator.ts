/** The simulator's `/__sim/*` control endpoints (local/service/README.md), as the playground uses them. */
import { simulatorControl, simulatorRead } from '../service/control-client';
import { HttpError } from './http';
import type { FaultRequest, PostView, ScriptRequest } from './protocol';

export class SimulatorControl {
  constructor(readonly url: string) {}

  advance(seconds: number): Promise<void> {
    return this.post('advance', { seconds });
  }

  reset(): Promise<void> {
    return this.post('reset', {});
  }

  fault(request: FaultRequest): Promise<void> {
    return this.post('faults', request);
  }

  /** Scripts a position; a refusal says which field and why (`url: This value should be a URL of …`). */
  async script(request: Omit<ScriptRequest, 'known'>): Promise<void> {
    try {
      await this.post('script', request);
    } catch (error) {
      throw new HttpError(400, refusalOf(error));
    }
  }

  /** Every post the Chat and Slack stand-ins received, oldest first. */
  async webhooks(): Promise<PostView[]> {
    const answer = (await simulatorRead(this.url, '/__sim/webhooks')) as { posts: PostView[] };
    return answer.posts;
  }

  private async post(action: string, body: unknown): Promise<void> {
    await simulatorControl(this.url, `/__sim/${action}`, body);
  }
}

/** The fields and reasons of the simulator's 418 envelope, as one sentence. */
function refusalOf(error: unknown): string {
  const text = error instanceof Error ? error.message : String(error);
  try {
    const body = JSON.parse(text.slice(text.indexOf('{'))) as {
      data?: { error?: { params?: Record<string, Record<string, string>> } };
    };
    const params = Object.entries(body.data?.error?.params ?? {});
    if (params.length)
      return params.map(([field, rules]) => `${field}: ${Object.values(rules).join(', ')}`).join('; ');
  } catch {
    // Not the simulator's envelope: its words as they are.
  }
  return text;
}
