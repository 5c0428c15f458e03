/**
 * Schedules: every scheduled refresh of this document with its next run and last result, to pause,
 * edit or delete; and the daily bump of the formula refresh stamp.
 */
import { act } from '../act';
import { h, replaceChildren } from '../dom';
import type { ServerResult } from '../rpc';
import type { View, ViewContext } from '../view';
import { cadenceFields, readCadence } from './cadence';

type Schedule = ServerResult<'reportsSchedules'>[number];

function scheduleCard(ctx: ViewContext, schedule: Schedule, redraw: (list: Schedule[]) => void): HTMLElement {
  const pause = h('button', { type: 'button' }, schedule.paused ? 'Resume' : 'Pause');
  pause.addEventListener('click', () =>
    act(ctx, pause, async () => redraw(await ctx.server.reportsPauseSchedule(schedule.id, !schedule.paused))),
  );
  const remove = h('button', { type: 'button' }, 'Delete');
  remove.addEventListener('click', () =>
    act(ctx, remove, async () => {
      redraw(await ctx.server.reportsDeleteSchedule(schedule.id));
      ctx.announce(`Deleted the schedule “${schedule.title}”.`);
    }),
  );
  const cadence = cadenceFields(schedule.cadence);
  const save = h('button', { type: 'button', class: 'action' }, 'Save');
  save.addEventListener('click', () =>
    act(ctx, save, async () => {
      redraw(
        await ctx.server.reportsSaveSchedule({
          id: schedule.id,
          target: schedule.target,
          cadence: readCadence(cadence),
          paused: schedule.paused,
        }),
      );
    }),
  );
  const failed = schedule.lastResult !== null && !schedule.lastResult.ok;
  return h(
    'li',
    { class: 'card' },
    h('h3', {}, schedule.title),
    h('div', { class: 'gray' }, `${schedule.cadenceText} · next: ${schedule.nextRunText}`),
    h('div', { class: failed ? 'error' : 'gray' }, `Last run: ${schedule.lastResultText}`),
    h('details', {}, h('summary', {}, 'Edit'), cadence.root, h('div', { class: 'row' }, save)),
    h('div', { class: 'row' }, pause, remove),
  );
}

function mountSchedules(root: HTMLElement, ctx: ViewContext) {
  const list = h('ul', { class: 'plain', 'aria-label': 'Schedules' });
  const redraw = (schedules: Schedule[]): void => {
    replaceChildren(
      list,
      schedules.length ? null : h('li', { class: 'gray' }, 'No schedules. Add one from the Reports tab.'),
      ...schedules.map((s) => scheduleCard(ctx, s, redraw)),
    );
  };
  const stampCadence = cadenceFields({ every: 'day', hour: 5 });
  const addStamp = h('button', { type: 'button' }, 'Refresh formulas on this schedule');
  addStamp.addEventListener('click', () =>
    act(ctx, addStamp, async () => {
      redraw(
        await ctx.server.reportsSaveSchedule({
          target: { kind: 'stamp' },
          cadence: readCadence(stampCadence),
        }),
      );
    }),
  );
  const bump = h('button', { type: 'button' }, 'Refresh formulas now');
  bump.addEventListener('click', () =>
    act(ctx, bump, async () => {
      await ctx.server.reportsBumpStamp();
      ctx.announce('Formulas that take SEO_REFRESH as their refresh argument will fetch fresh data.');
    }),
  );
  replaceChildren(
    root,
    h('h2', {}, 'Schedules'),
    list,
    h(
      'details',
      {},
      h('summary', {}, 'Formula refresh stamp'),
      h(
        'p',
        { class: 'hint' },
        'Pass SEO_REFRESH as the last argument of SEO_* formulas; a new stamp makes them fetch again.',
      ),
      stampCadence.root,
      h('div', { class: 'row' }, addStamp, bump),
    ),
  );
  const load = () =>
    ctx.server
      .reportsSchedules()
      .then(redraw)
      .catch((error) => ctx.fail(error));
  return { shown: load };
}

export const schedulesView: View = {
  id: 'schedules',
  label: 'Schedules',
  requires: 'signedIn',
  mount: mountSchedules,
};
