/**
 * Server functions of a schedule's alerts (the work is in registry/alerts.ts): saving its rules and
 * channels, and a test message to a channel. E-mail's permission is asked when e-mail is first turned on.
 */
import type { ChannelInput } from '../alerts/channels';
import { executionContext } from '../context';
import { type AlertsInput, saveAlerts, testChannel } from '../registry/alerts';
import { environment } from '../registry/environment';
import { listSchedules, type ScheduleView } from '../registry/launcher';
import { handler } from './handler';

/** Saves a schedule's alert rules and channels; returns the schedules as the sidebar shows them. */
export const alertsSave = handler((scheduleId: string, alerts: AlertsInput): ScheduleView[] => {
  const env = environment(executionContext('server'));
  saveAlerts(env, scheduleId, alerts);
  return listSchedules(env);
});

/** Sends a test message to a channel (a new one's address, or a saved one's id); returns what to tell the user. */
export const alertsTest = handler((channel: ChannelInput): string =>
  testChannel(environment(executionContext('server')), channel),
);
