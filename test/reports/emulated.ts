/** Driving the report server functions of the built bundle in the emulator, as the sidebar would. */
import type { Emulator, RequestRecord } from '../../local/gas';
import type { JobView } from '../../src/registry/launcher';

/** Helpers over the emulator `current()` gives (tests create it in `beforeAll`). */
export function reportsIn(current: () => Emulator) {
  const call = <T>(name: string, ...args: unknown[]): T => current().callServer(name, args) as T;

  /** Steps a run until it is no longer running, as the launcher does while the sidebar is open. */
  function drive(job: JobView, onStep: (view: JobView, step: number) => void = () => {}): JobView {
    let view = job;
    for (let step = 0; view.state === 'running'; step++) {
      view = call<JobView>('reportsStep', view.id);
      onStep(view, step);
    }
    return view;
  }

  function column(sheet: string, index: number): unknown[] {
    const model = current().spreadsheet.sheet(sheet);
    const { rows } = model.extent();
    return Array.from({ length: rows - 1 }, (_, i) => model.valueAt(i + 2, index));
  }

  function headerOf(sheet: string): string[] {
    const model = current().spreadsheet.sheet(sheet);
    return Array.from({ length: model.extent().columns }, (_, i) => String(model.valueAt(1, i + 1)));
  }

  /** An hour on the emulated clock (the simulator's follows), then whatever trigger is due: the requests it sent. */
  function hourPasses(): RequestRecord[] {
    const from = current().requests.length;
    current().clock.advance(3_600_000);
    current().fireDueTriggers();
    return current().requests.slice(from);
  }

  /** The project's local hour `ahead` hours from now (jest runs in its zone, Europe/Warsaw): a cadence due soon. */
  const hourIn = (ahead: number): number => new Date(current().clock.now() + ahead * 3_600_000).getHours();

  /**
   * Both clocks (the emulator's forwards its moves to the simulator's) on to the next 06:00 when fewer than
   * `hours` are left of the project's local day (jest runs in its zone): a test that must stay within one
   * day, or whose runs must fall on the same date in the project's zone and the service's, passes whatever
   * time of day the run starts at.
   */
  function roomToday(hours: number): void {
    const now = new Date(current().clock.now());
    if (now.getHours() + hours < 24) return;
    const morning = new Date(now);
    morning.setDate(now.getDate() + 1);
    morning.setHours(6, 0, 0, 0);
    current().clock.advance(morning.getTime() - now.getTime());
  }

  const sheetTriggers = (): number =>
    current()
      .triggers.list()
      .filter((t) => t.handler === 'reportsTick').length;

  return { call, drive, column, headerOf, hourIn, hourPasses, roomToday, sheetTriggers };
}
