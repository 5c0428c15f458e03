/**
 * The schedule editor's "every few hours / daily / on weekdays / monthly" picker and its wording, used by the
 * launcher and the schedules list. Times are the spreadsheet's, and the picker says which zone that is.
 */
import { field, h } from '../dom';
import { spoken, t } from '../i18n';
import type { ViewContext } from '../view';

type Cadence = Parameters<ViewContext['server']['reportsSaveSchedule']>[0]['cadence'];

/** The intervals an hourly cadence takes (the server's HOURS_CHOICES): each divides a day. */
const HOURS = [1, 2, 3, 4, 6, 8, 12];

/** Weekday `i` (0 Sunday … 6 Saturday) in the sidebar's language, as Intl names it (no catalogue needed). */
function weekdayName(i: number, width: 'long' | 'short' = 'long'): string {
  // 2023-01-01 was a Sunday; noon UTC is the same day in every time zone.
  return new Intl.DateTimeFormat(spoken(), { weekday: width, timeZone: 'UTC' }).format(
    Date.UTC(2023, 0, 1 + i, 12),
  );
}

const hourText = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** A week's days, from either shape a week was saved in (the previous version kept one `weekday`). */
const weekdaysOf = (cadence: Extract<Cadence, { every: 'week' }>): readonly number[] =>
  'weekdays' in cadence ? cadence.weekdays : [cadence.weekday];

/** "Weekly on Monday, Thursday at 07:00", in the sidebar's language. */
export function cadenceText(cadence: Cadence): string {
  if (cadence.every === 'hours') return t('cadence.hourly', { count: cadence.hours });
  const hour = hourText(cadence.hour);
  if (cadence.every === 'day') return t('cadence.daily', { hour });
  if (cadence.every === 'month') return t('cadence.monthly', { day: cadence.day, hour });
  const weekday = weekdaysOf(cadence)
    .map((i) => weekdayName(i))
    .join(', ');
  return t('cadence.weekly', { weekday, hour });
}

const capitalised = (text: string): string => text.charAt(0).toLocaleUpperCase(spoken()) + text.slice(1);

export interface CadenceFields {
  readonly root: HTMLElement;
  /** Says which time zone the times are in, once the server has said (the spreadsheet's). */
  zone(text: string): void;
  /** The cadence chosen; throws the words to show when it is incomplete (a week without a day). */
  read(): Cadence;
}

function options(select: HTMLSelectElement, choices: readonly [string | number, string][], chosen: unknown) {
  for (const [value, label] of choices)
    select.appendChild(h('option', { value, selected: value === chosen }, label));
  return select;
}

export function cadenceFields(initial: Cadence = { every: 'day', hour: 6 }): CadenceFields {
  const every = options(
    h('select', {}),
    [
      ['hours', t('cadence.hoursOption')],
      ['day', t('cadence.dailyOption')],
      ['week', t('cadence.weeklyOption')],
      ['month', t('cadence.monthlyOption')],
    ],
    initial.every,
  );
  const interval = options(
    h('select', {}),
    HOURS.map((n) => [n, t('cadence.hours', { count: n })]),
    initial.every === 'hours' ? initial.hours : 6,
  );
  const chosenDays = initial.every === 'week' ? weekdaysOf(initial) : [1];
  // Monday first, as the week starts in every language the sidebar speaks.
  const days = [1, 2, 3, 4, 5, 6, 0].map((i) => {
    const box = h('input', { type: 'checkbox', value: i, checked: chosenDays.includes(i) });
    return { i, box, label: h('label', { class: 'day' }, box, capitalised(weekdayName(i, 'short'))) };
  });
  const weekdays = h(
    'fieldset',
    { class: 'days' },
    h('legend', {}, t('cadence.on')),
    ...days.map((d) => d.label),
  );
  const day = options(
    h('select', {}),
    Array.from({ length: 31 }, (_, i): [number, string] => [i + 1, String(i + 1)]),
    initial.every === 'month' ? initial.day : 1,
  );
  const hour = options(
    h('select', {}),
    Array.from({ length: 24 }, (_, i): [number, string] => [i, hourText(i)]),
    initial.every === 'hours' ? 6 : initial.hour,
  );
  const intervalField = field(t('cadence.interval'), interval);
  const dayField = field(t('cadence.day'), day, t('cadence.dayHint'));
  const hourField = field(t('cadence.at'), hour);
  const zone = h('p', { class: 'secondary' });
  zone.hidden = true;
  // Only the fields of the cadence chosen show: a daily run has no weekday.
  const sync = () => {
    intervalField.hidden = every.value !== 'hours';
    weekdays.hidden = every.value !== 'week';
    dayField.hidden = every.value !== 'month';
    hourField.hidden = every.value === 'hours';
  };
  every.addEventListener('change', sync);
  sync();
  const root = h(
    'div',
    { class: 'inline cadence' },
    field(t('cadence.every'), every),
    intervalField,
    weekdays,
    dayField,
    hourField,
    zone,
  );
  return {
    root,
    zone(text) {
      zone.textContent = t('cadence.zone', { zone: text });
      zone.hidden = false;
    },
    read(): Cadence {
      const at = Number(hour.value);
      switch (every.value) {
        case 'hours':
          return { every: 'hours', hours: Number(interval.value) };
        case 'week': {
          const chosen = days.filter((d) => d.box.checked).map((d) => d.i);
          if (!chosen.length) throw new Error(t('cadence.noWeekday'));
          return { every: 'week', weekdays: chosen.sort((a, b) => a - b), hour: at };
        }
        case 'month':
          return { every: 'month', day: Number(day.value), hour: at };
        default:
          return { every: 'day', hour: at };
      }
    },
  };
}
