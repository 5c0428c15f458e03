/**
 * A run that got through after failed tries, told as the reader would want it: when it ran, how late, when
 * it was due, and each try that failed with what the service did ("Ran 09:00 UTC+1, 3 h late (due 06:00
 * UTC+1), after 2 failed tries: the service failed at 06:00 UTC+1 and 07:00 UTC+1 (HTTP 503)"). Pure: the
 * card and the Runs list render it in the user's language, the sheet's note in the document's, each with
 * times in the spreadsheet's zone.
 */
import { formatZonedDateTime, formatZonedTime, type TimeZone, zonedDate } from '../shared/i18n/dates';
import type { Language } from '../shared/i18n/languages';
import { type Said, said, verbatim } from '../shared/i18n/said';
import type { FailedTry } from './job';
import type { RunEntry } from './runs';
import type { Recovered } from './schedule';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** What a failed try met, in a few words: the connection, the edge, the clock, or the status that came back. */
export function causeSaid(tried: Omit<FailedTry, 'at'>): Said {
  switch (tried.code) {
    case 'CONNECTION_CUT':
      return said('cause.cut');
    case 'NETWORK':
      return said('cause.network');
    case 'EDGE_REJECTED':
      return said('cause.edge');
    case 'DEADLINE_EXCEEDED':
      return said('cause.deadline');
  }
  return tried.status === undefined ? said('cause.other') : verbatim(`HTTP ${tried.status}`);
}

/** "3 h", "25 min", "2 days": how much later than due a run ran. */
function lateSaid(ms: number): Said {
  const minutes = Math.max(1, Math.round(ms / MINUTE));
  if (minutes < 60) return said('run.lateMinutes', { count: minutes });
  const hours = Math.round(ms / HOUR);
  return hours <= 48
    ? said('run.lateHours', { count: hours })
    : said('run.lateDays', { count: Math.round(hours / 24) });
}

/** "a, b and c" in the reader's language. */
function listed(items: readonly string[]): Said {
  if (items.length === 1) return verbatim(items[0]);
  return said('list.and', { first: items.slice(0, -1).join(', '), second: items[items.length - 1] });
}

const causeKey = (tried: FailedTry): string => `${tried.code ?? ''}|${tried.status ?? ''}`;

/** The tries that failed, said together where they met the same thing: "06:00 and 07:00 (HTTP 503)". */
function triesSaid(tries: readonly FailedTry[], time: (at: number) => string): Said {
  const groups: FailedTry[][] = [];
  for (const tried of tries) {
    const last = groups[groups.length - 1];
    if (last && causeKey(last[0]) === causeKey(tried)) last.push(tried);
    else groups.push([tried]);
  }
  return groups
    .map((group) =>
      said('run.triesAt', { times: listed(group.map((t) => time(t.at))), cause: causeSaid(group[0]) }),
    )
    .reduce((first, second) => said('joinList', { first, second }));
}

/** Times as the story tells them: clock times alone when all of them fall on `day`'s date, dates otherwise. */
function timeOf(moments: readonly number[], day: number, language: Language, zone: TimeZone) {
  const date = zonedDate(day, zone);
  const oneDay = moments.every((at) => zonedDate(at, zone) === date);
  return (at: number) => (oneDay ? formatZonedTime : formatZonedDateTime)(language, at, zone);
}

/**
 * The run's story as a message, its times formatted for `language` in `zone`: clock times alone when the
 * whole story falls on the day it ran (the card and the note date the run), dates and times otherwise.
 */
export function recoveredSaid(recovered: Recovered, ranAt: number, language: Language, zone: TimeZone): Said {
  const { dueAt, tries } = recovered;
  const time = timeOf([dueAt, ...tries.map((t) => t.at)], ranAt, language, zone);
  return said('run.recovered', {
    ran: time(ranAt),
    late: lateSaid(ranAt - dueAt),
    due: time(dueAt),
    count: tries.length,
    tries: triesSaid(tries, time),
  });
}

/**
 * A run that did not get through, told with its dates: given up after a day of failures, overtaken by the
 * next run, stopped by a user, or never started, with the tries that failed and why it stopped.
 */
export function missedSaid(entry: RunEntry, language: Language, zone: TimeZone): Said {
  const time = (at: number) => formatZonedDateTime(language, at, zone);
  const tries = entry.tries ?? [];
  const when = { due: time(entry.due), ended: time(entry.ended) };
  const why = tries.length
    ? said('runs.tries', { count: tries.length, tries: triesSaid(tries, time) })
    : entry.reason === undefined
      ? null
      : typeof entry.reason === 'string'
        ? verbatim(entry.reason)
        : entry.reason;
  const story = said(`runs.${entry.outcome === 'ok' ? 'failed' : entry.outcome}`, when);
  return why ? said('join', { first: story, second: why }) : story;
}
