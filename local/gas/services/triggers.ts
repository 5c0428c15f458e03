/**
 * Installable time-driven triggers. The add-on rules are enforced at `create()`:
 * no trigger more often than hourly, one time-based trigger per user per document.
 */
import type { Execution } from '../execution';
import { isDate } from '../realm';
import { enumOf } from './enums';
import { zoneOffsetMinutes } from './format-date';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const WEEK_DAYS = ['SUNDAY', 'MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY', 'SATURDAY'];
const MINUTE_STEPS = [1, 5, 10, 15, 30];
const HOUR_STEPS = [1, 2, 4, 6, 8, 12];
const ADDON_FREQUENCY_MESSAGE = 'Add-on time-based triggers may not run more frequently than once per hour.';
const ADDON_COUNT_MESSAGE =
  'This add-on has created too many time-based triggers in this document for this Google Account user.';

export type Schedule =
  | { kind: 'minutes'; every: number }
  | { kind: 'hours'; every: number }
  | { kind: 'days'; every: number; atHour?: number }
  | { kind: 'weeks'; every: number; weekDay?: string; atHour?: number }
  | { kind: 'once'; at: number };

export interface TriggerRecord {
  id: string;
  handler: string;
  /** E-mail of the user who created it; it runs as them. */
  user: string;
  schedule: Schedule;
  /** Emulated epoch ms of the next run. */
  nextRunAt: number;
}

export interface TriggerStore {
  list(): readonly TriggerRecord[];
  remove(id: string): void;
  clear(): void;
}

/** The first run at a local hour (and weekday) strictly after `after`. */
function nextLocal(after: number, timeZone: string, hour: number, weekDay?: string): number {
  const offset = zoneOffsetMinutes(after, timeZone) * 60_000;
  let at = Math.floor((after + offset) / DAY) * DAY + hour * HOUR - offset;
  const wanted = weekDay === undefined ? -1 : WEEK_DAYS.indexOf(weekDay);
  while (at <= after || (wanted >= 0 && new Date(at + offset).getUTCDay() !== wanted)) at += DAY;
  return at;
}

export function nextRun(schedule: Schedule, after: number, timeZone: string, first: boolean): number {
  switch (schedule.kind) {
    case 'once':
      return schedule.at;
    case 'minutes':
      return after + schedule.every * 60_000;
    case 'hours':
      return after + schedule.every * HOUR;
    case 'days':
      if (schedule.atHour === undefined) return after + schedule.every * DAY;
      return nextLocal(first ? after : after + (schedule.every - 1) * DAY, timeZone, schedule.atHour);
    case 'weeks': {
      const hour = schedule.atHour ?? 0;
      return nextLocal(
        first ? after : after + (schedule.every * 7 - 1) * DAY,
        timeZone,
        hour,
        schedule.weekDay,
      );
    }
  }
}

export class TriggerTable implements TriggerStore {
  private readonly triggers: TriggerRecord[] = [];
  private sequence = 0;

  list(): readonly TriggerRecord[] {
    return this.triggers;
  }
  add(record: Omit<TriggerRecord, 'id'>): TriggerRecord {
    const full = { ...record, id: `trigger-${++this.sequence}` };
    this.triggers.push(full);
    return full;
  }
  remove(id: string): void {
    const index = this.triggers.findIndex((t) => t.id === id);
    if (index >= 0) this.triggers.splice(index, 1);
  }
  clear(): void {
    this.triggers.length = 0;
  }
  due(now: number): TriggerRecord[] {
    return this.triggers.filter((t) => t.nextRunAt <= now).sort((a, b) => a.nextRunAt - b.nextRunAt);
  }
  toJSON(): { sequence: number; triggers: TriggerRecord[] } {
    return { sequence: this.sequence, triggers: this.triggers.map((t) => ({ ...t })) };
  }
  restore(state: ReturnType<TriggerTable['toJSON']>): void {
    this.triggers.length = 0;
    this.triggers.push(...state.triggers);
    this.sequence = state.sequence;
  }
}

class Trigger {
  constructor(readonly record: TriggerRecord) {}
  getUniqueId(): string {
    return this.record.id;
  }
  getHandlerFunction(): string {
    return this.record.handler;
  }
  getEventType(): string {
    return 'CLOCK';
  }
  getTriggerSource(): string {
    return 'CLOCK';
  }
  getTriggerSourceId(): null {
    return null;
  }
}

class ClockTriggerBuilder {
  private schedule?: Schedule;
  private atHourValue?: number;
  private weekDayValue?: string;

  constructor(
    private readonly handler: string,
    private readonly exec: Execution,
    private readonly table: TriggerTable,
    private readonly timeZone: string,
    private readonly wrapTrigger: (record: TriggerRecord) => unknown,
  ) {}

  everyMinutes(n: number): this {
    if (!MINUTE_STEPS.includes(n)) throw this.exec.fail('The number of minutes must be 1, 5, 10, 15 or 30.');
    this.schedule = { kind: 'minutes', every: n };
    return this;
  }
  everyHours(n: number): this {
    if (!HOUR_STEPS.includes(n)) throw this.exec.fail('The number of hours must be 1, 2, 4, 6, 8 or 12.');
    this.schedule = { kind: 'hours', every: n };
    return this;
  }
  everyDays(n: number): this {
    this.schedule = { kind: 'days', every: Math.max(1, Math.floor(n)) };
    return this;
  }
  everyWeeks(n: number): this {
    this.schedule = { kind: 'weeks', every: Math.max(1, Math.floor(n)) };
    return this;
  }
  atHour(hour: number): this {
    if (!(hour >= 0 && hour <= 23)) throw this.exec.fail('Invalid argument: hour');
    this.atHourValue = Math.floor(hour);
    return this;
  }
  nearMinute(_minute: number): this {
    return this;
  }
  inTimezone(_timeZone: string): this {
    return this;
  }
  onWeekDay(day: string): this {
    if (!WEEK_DAYS.includes(String(day))) throw this.exec.fail('Invalid argument: day');
    this.weekDayValue = String(day);
    return this;
  }
  after(ms: number): this {
    this.schedule = { kind: 'once', at: this.exec.clock.now() + Math.max(0, Number(ms)) };
    return this;
  }
  at(date: unknown): this {
    if (!isDate(date)) throw this.exec.fail('Invalid argument: date');
    this.schedule = { kind: 'once', at: date.getTime() };
    return this;
  }

  create(): unknown {
    let schedule = this.schedule;
    if (!schedule && this.weekDayValue) schedule = { kind: 'weeks', every: 1 };
    if (!schedule)
      throw this.exec.fail(
        'Missing time-based trigger schedule: call everyHours, everyDays, everyWeeks, after or at.',
      );
    if (schedule.kind === 'days') schedule = { ...schedule, atHour: this.atHourValue };
    if (schedule.kind === 'weeks')
      schedule = { ...schedule, atHour: this.atHourValue, weekDay: this.weekDayValue };
    if (schedule.kind === 'minutes') throw this.exec.fail(ADDON_FREQUENCY_MESSAGE);
    if (this.table.list().some((t) => t.user === this.exec.user)) throw this.exec.fail(ADDON_COUNT_MESSAGE);
    const now = this.exec.clock.now();
    const record = this.table.add({
      handler: this.handler,
      user: this.exec.user,
      schedule,
      nextRunAt: nextRun(schedule, now, this.timeZone, true),
    });
    return this.wrapTrigger(record);
  }
}

/** ScriptApp's installable triggers: its enums, and the methods that make, list and delete them. */
export function triggerMethods(exec: Execution, table: TriggerTable, timeZone: string) {
  const wrapTrigger = (record: TriggerRecord) => exec.guard('ScriptApp', 'Trigger', new Trigger(record));
  const mine = () =>
    exec.realm.adopt(
      table
        .list()
        .filter((t) => t.user === exec.user)
        .map(wrapTrigger),
    );
  return {
    EventType: enumOf(['CLOCK', 'ON_OPEN', 'ON_EDIT', 'ON_FORM_SUBMIT', 'ON_CHANGE']),
    TriggerSource: enumOf(['SPREADSHEETS', 'CLOCK', 'FORMS', 'DOCUMENTS', 'CALENDAR']),
    WeekDay: enumOf(WEEK_DAYS),
    newTrigger: (handler: string) =>
      exec.guard('ScriptApp', 'TriggerBuilder', {
        timeBased: () =>
          exec.guard(
            'ScriptApp',
            'ClockTriggerBuilder',
            new ClockTriggerBuilder(String(handler), exec, table, timeZone, wrapTrigger),
          ),
      }),
    getProjectTriggers: mine,
    getUserTriggers: (_document: unknown) => mine(),
    deleteTrigger: (trigger: unknown) => {
      if (!(trigger instanceof Trigger)) throw exec.fail('Invalid argument: trigger');
      table.remove(trigger.record.id);
    },
  };
}
