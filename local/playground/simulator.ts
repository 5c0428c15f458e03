/** The simulator's `/__sim/*` control endpoints (local/service/README.md), as the playground uses them. */
import { simulatorControl } from '../service/control-client';
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
    await simulatorControl(this.url, `/__sim/${action}`, body);
  }
}
