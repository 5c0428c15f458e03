/**
 * Schedules: every scheduled refresh of this document with its next run and last result, to pause,
 * edit or delete; the daily bump of the formula refresh stamp; and "Refresh formulas now", which says
 * what it may cost before it re-enters the document's SEO_* formulas.
 */
import { act } from '../act';
import { h, loading, replaceChildren } from '../dom';
import { plural } from '../../../shared/plural';
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
  // What a refresh may cost is shown first; the user confirms or cancels it here.
  const confirmBox = h('div', { role: 'group', 'aria-label': 'Confirm the refresh' });
  bump.addEventListener('click', () =>
    act(ctx, bump, async () => {
      replaceChildren(confirmBox, loading('Counting the formulas and what they may cost…'));
      const plan = await ctx.server.reportsRefreshPlan();
      if (!plan.formulas) {
        replaceChildren(confirmBox, h('p', { class: 'gray' }, plan.message));
        return;
      }
      const yes = h('button', { type: 'button', class: 'action' }, 'Refresh');
      const no = h('button', { type: 'button' }, 'Cancel');
      no.addEventListener('click', () => replaceChildren(confirmBox));
      yes.addEventListener('click', () =>
        act(ctx, yes, async () => {
          const count = await ctx.server.reportsRefreshAll();
          replaceChildren(confirmBox);
          ctx.announce(`Refreshing ${plural(count, 'formula')}; the quota bars follow in a moment.`);
          // Re-entered formulas run on their own; read the quota once they have had time to charge.
          window.setTimeout(() => void ctx.refreshSession().catch(ctx.fail), 15_000);
        }),
      );
      replaceChildren(confirmBox, h('p', {}, plan.message), h('div', { class: 'row' }, yes, no));
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
        { class: 'secondary' },
        'Pass SEO_REFRESH as the last argument of SEO_* formulas; a new stamp makes them fetch again.',
      ),
      stampCadence.root,
      h('div', { class: 'row' }, addStamp, bump),
      confirmBox,
    ),
  );
  let loaded = false;
  const load = () => {
    // Until the first answer (seconds in Sheets) the list says it is loading, not "No schedules".
    if (!loaded) replaceChildren(list, h('li', {}, loading('Loading schedules…')));
    return ctx.server
      .reportsSchedules()
      .then((schedules) => {
        loaded = true;
        redraw(schedules);
      })
      .catch((error) => ctx.fail(error));
  };
  return { shown: load };
}

export const schedulesView: View = {
  id: 'schedules',
  label: 'tab.schedules',
  requires: 'signedIn',
  mount: mountSchedules,
};
