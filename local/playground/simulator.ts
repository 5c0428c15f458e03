/** The simulator's `/__sim/*` control endpoints (local/service/README.md), as the playground uses them. */
import type { FaultRequest } from './protocol';

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

  private async post(action: string, body: unknown): Promise<void> {
    const response = await fetch(`${this.url.replace(/\/+$/, '')}/__sim/${action}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok)
      throw new Error(`simulator ${action}: HTTP ${response.status} ${await response.text()}`);
  }
}
