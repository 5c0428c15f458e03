/** The "daily at an hour / weekly on a day" picker and its wording, used by the launcher and the schedules list. */
import { field, h } from '../dom';
import { spoken, t } from '../i18n';
import type { ViewContext } from '../view';

type Cadence = Parameters<ViewContext['server']['reportsSaveSchedule']>[0]['cadence'];

/** Weekday `i` (0 Sunday … 6 Saturday) in the sidebar's language, as Intl names it (no catalogue needed). */
function weekdayName(i: number): string {
  // 2023-01-01 was a Sunday; noon UTC is the same day in every time zone.
  return new Intl.DateTimeFormat(spoken(), { weekday: 'long', timeZone: 'UTC' }).format(
    Date.UTC(2023, 0, 1 + i, 12),
  );
}

const hourText = (hour: number): string => `${String(hour).padStart(2, '0')}:00`;

/** "Weekly on Monday at 07:00", in the sidebar's language. */
export function cadenceText(cadence: Cadence): string {
  const hour = hourText(cadence.hour);
  return cadence.every === 'day'
    ? t('cadence.daily', { hour })
    : t('cadence.weekly', { weekday: weekdayName(cadence.weekday), hour });
}

const capitalised = (text: string): string => text.charAt(0).toLocaleUpperCase(spoken()) + text.slice(1);

export interface CadenceFields {
  readonly root: HTMLElement;
  readonly every: HTMLSelectElement;
  readonly weekday: HTMLSelectElement;
  readonly hour: HTMLSelectElement;
}

export function cadenceFields(initial: Cadence = { every: 'day', hour: 6 }): CadenceFields {
  const every = h('select', {});
  every.append(
    h('option', { value: 'day', selected: initial.every === 'day' }, t('cadence.dailyOption')),
    h('option', { value: 'week', selected: initial.every === 'week' }, t('cadence.weeklyOption')),
  );
  const weekday = h('select', {});
  for (let i = 0; i < 7; i++) {
    weekday.appendChild(
      h(
        'option',
        { value: i, selected: initial.every === 'week' && initial.weekday === i },
        // A list item starts with a capital in every language here, though a weekday inside a sentence may not.
        capitalised(weekdayName(i)),
      ),
    );
  }
  const hour = h('select', {});
  for (let i = 0; i < 24; i++) {
    hour.appendChild(h('option', { value: i, selected: initial.hour === i }, hourText(i)));
  }
  const weekdayField = field(t('cadence.on'), weekday);
  const sync = () => {
    weekdayField.hidden = every.value !== 'week';
  };
  every.addEventListener('change', sync);
  sync();
  const root = h(
    'div',
    { class: 'inline' },
    field(t('cadence.every'), every),
    weekdayField,
    field(t('cadence.at'), hour),
  );
  return { root, every, weekday, hour };
}

export function readCadence(fields: CadenceFields): Cadence {
  const hour = Number(fields.hour.value);
  return fields.every.value === 'week'
    ? { every: 'week', weekday: Number(fields.weekday.value), hour }
    : { every: 'day', hour };
}
