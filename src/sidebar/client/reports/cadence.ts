/** The "daily at an hour / weekly on a day" picker, used by the launcher and the schedules list. */
import { field, h } from '../dom';
import type { ViewContext } from '../view';

type Cadence = Parameters<ViewContext['server']['reportsSaveSchedule']>[0]['cadence'];

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

export interface CadenceFields {
  readonly root: HTMLElement;
  readonly every: HTMLSelectElement;
  readonly weekday: HTMLSelectElement;
  readonly hour: HTMLSelectElement;
}

export function cadenceFields(initial: Cadence = { every: 'day', hour: 6 }): CadenceFields {
  const every = h('select', {});
  every.append(
    h('option', { value: 'day', selected: initial.every === 'day' }, 'Daily'),
    h('option', { value: 'week', selected: initial.every === 'week' }, 'Weekly'),
  );
  const weekday = h('select', {});
  WEEKDAYS.forEach((name, i) => {
    weekday.appendChild(
      h('option', { value: i, selected: initial.every === 'week' && initial.weekday === i }, name),
    );
  });
  const hour = h('select', {});
  for (let i = 0; i < 24; i++) {
    hour.appendChild(
      h('option', { value: i, selected: initial.hour === i }, `${String(i).padStart(2, '0')}:00`),
    );
  }
  const weekdayField = field('On', weekday);
  const sync = () => {
    weekdayField.hidden = every.value !== 'week';
  };
  every.addEventListener('change', sync);
  sync();
  const root = h('div', { class: 'inline' }, field('Every', every), weekdayField, field('At', hour));
  return { root, every, weekday, hour };
}

export function readCadence(fields: CadenceFields): Cadence {
  const hour = Number(fields.hour.value);
  return fields.every.value === 'week'
    ? { every: 'week', weekday: Number(fields.weekday.value), hour }
    : { every: 'day', hour };
}
