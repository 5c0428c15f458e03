import {
  backoff,
  createPoller,
  TASK_POLICY,
  type PollEvent,
  type PollOutcome,
} from '../../src/sidebar/client/poller';
import { ManualTimers } from './fake-timers';

const policy = { intervalMs: 45_000, maxIntervalMs: 180_000, deadlineMs: 600_000 };

function setup(outcomes: (PollOutcome | Error)[], isFatal?: (e: unknown) => boolean) {
  const timers = new ManualTimers();
  const events: PollEvent[] = [];
  const calls: number[] = [];
  const check = async (): Promise<PollOutcome> => {
    calls.push(timers.now());
    const next = outcomes.shift() ?? 'pending';
    if (next instanceof Error) throw next;
    return next;
  };
  const poller = createPoller(check, policy, timers, (e) => events.push(e), isFatal);
  return { timers, events, calls, poller };
}

describe('task poller', () => {
  it('checks once per interval until the work settles, then stops', async () => {
    const { timers, events, calls, poller } = setup(['pending', 'pending', 'settled']);
    poller.start();
    await timers.advance(45_000 * 5);
    expect(calls).toEqual([45_000, 90_000, 135_000]);
    expect(events).toEqual([{ type: 'stopped', reason: 'settled', error: undefined }]);
    expect(poller.active).toBe(false);
  });

  it('backs off after failures, doubling up to the cap, and resets after a success', async () => {
    const boom = new Error('503');
    const { timers, events, calls, poller } = setup([boom, boom, boom, 'pending', 'settled']);
    poller.start();
    await timers.advance(600_000);
    // 45 s, then +90, +180, +180 (capped), then back to +45 after the success.
    expect(calls).toEqual([45_000, 135_000, 315_000, 495_000, 540_000]);
    expect(
      events.filter((e) => e.type === 'failed').map((e) => (e as { retryInMs: number }).retryInMs),
    ).toEqual([90_000, 180_000, 180_000]);
  });

  it('gives up at the deadline instead of polling for ever', async () => {
    const { timers, events, calls, poller } = setup([]);
    poller.start();
    await timers.advance(10 * 600_000);
    expect(calls.length).toBe(13);
    expect(Math.max(...calls)).toBeLessThanOrEqual(600_000);
    expect(events.at(-1)).toEqual({ type: 'stopped', reason: 'deadline', error: undefined });
    expect(timers.pending).toEqual([]);
  });

  it('stops at once on a fatal error such as a lapsed sign-in', async () => {
    const fatal = new Error('signed out');
    const { timers, events, calls, poller } = setup([fatal], (e) => e === fatal);
    poller.start();
    await timers.advance(600_000);
    expect(calls.length).toBe(1);
    expect(events).toEqual([{ type: 'stopped', reason: 'fatal', error: fatal }]);
  });

  it('start() again gives a fresh deadline and only one timer', async () => {
    const { timers, calls, poller } = setup([]);
    poller.start();
    await timers.advance(30_000);
    poller.start();
    expect(timers.pending).toEqual([45_000]);
    await timers.advance(45_000);
    expect(calls).toEqual([75_000]);
  });

  it('polls tasks every 30–60 s as the spec advises, backing off to at most 5 min', () => {
    expect(backoff(TASK_POLICY, 0)).toBeGreaterThanOrEqual(30_000);
    expect(backoff(TASK_POLICY, 0)).toBeLessThanOrEqual(60_000);
    expect(backoff(TASK_POLICY, 20)).toBe(300_000);
  });
});
