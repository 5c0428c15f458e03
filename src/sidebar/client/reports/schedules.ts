/**
 * Schedules: every scheduled refresh of this document with its next run and last result, to pause,
 * edit or delete; the daily bump of the formula refresh stamp; and "Refresh formulas now", which says
 * what it may cost before it re-enters the document's SEO_* formulas.
 */
import { act } from '../act';
import { h, loading, replaceChildren } from '../dom';
import { t } from '../i18n';
import type { ServerResult } from '../rpc';
import type { View, ViewContext } from '../view';
import { alertsEditor } from './alerts';
import { cadenceFields, cadenceText } from './cadence';
import { drive } from './launcher';
import { runsList } from './runs';
import { unitsText } from './units';

type Schedule = ServerResult<'reportsSchedules'>[number];

/** What the last run did; the server's own error message is shown as it came. */
function lastResultText({ lastResult: result }: Schedule): string {
  if (!result) return t('schedules.notRun');
  return result.ok
    ? t('schedules.ok', {
        rows: t('reports.rows', { count: result.rows }),
        units: unitsText(result),
      })
    : t('schedules.failed', { error: result.error });
}

/** The formula refresh stamp is named here; a report schedule's title (report, subject, sheet) comes from the server. */
const titleOf = (schedule: Schedule): string =>
  schedule.target.kind === 'stamp' ? t('schedules.stamp') : schedule.title;

function scheduleCard(ctx: ViewContext, schedule: Schedule, redraw: (list: Schedule[]) => void): HTMLElement {
  const reload = async () => redraw(await ctx.server.reportsSchedules());
  const pause = h('button', { type: 'button' }, t(schedule.paused ? 'schedules.resume' : 'schedules.pause'));
  pause.addEventListener('click', () =>
    act(ctx, pause, async () => redraw(await ctx.server.reportsPauseSchedule(schedule.id, !schedule.paused))),
  );
  const runNow = h('button', { type: 'button', class: 'action' }, t('schedules.runNow'));
  runNow.addEventListener('click', () =>
    act(ctx, runNow, async () => {
      const job = await ctx.server.schedulesRunNow(schedule.id);
      ctx.announce(job ? t('schedules.running', { title: titleOf(schedule) }) : t('schedules.ranStamp'));
      // The run is driven from here while the sidebar is open, as a launcher run is.
      if (job) await drive(ctx, job);
      await reload();
    }),
  );
  const remove = h('button', { type: 'button' }, t('schedules.delete'));
  remove.addEventListener('click', () =>
    act(ctx, remove, async () => {
      redraw(await ctx.server.reportsDeleteSchedule(schedule.id));
      ctx.announce(t('schedules.deleted', { title: titleOf(schedule) }));
    }),
  );
  const cadence = cadenceFields(schedule.cadence);
  cadence.zone(schedule.zone);
  const save = h('button', { type: 'button', class: 'action' }, t('schedules.save'));
  save.addEventListener('click', () =>
    act(ctx, save, async () => {
      redraw(
        await ctx.server.reportsSaveSchedule({
          id: schedule.id,
          target: schedule.target,
          cadence: cadence.read(),
          paused: schedule.paused,
        }),
      );
    }),
  );
  const runs = runsList(ctx, schedule.id, t('schedules.runsLabel', { title: titleOf(schedule) }));
  const runsBox = h('details', {}, h('summary', {}, t('schedules.runs')), runs.root);
  runsBox.addEventListener('toggle', () => {
    if (runsBox.open) void runs.load().catch((error) => ctx.fail(error));
  });
  const failed = schedule.lastResult !== null && !schedule.lastResult.ok;
  const { moved } = schedule;
  return h(
    'li',
    { class: 'card' },
    h('h3', {}, titleOf(schedule)),
    h(
      'div',
      { class: 'gray' },
      t('schedules.next', {
        cadence: cadenceText(schedule.cadence),
        when: schedule.paused ? t('schedules.paused') : schedule.nextRunText,
      }),
    ),
    h('div', { class: 'gray' }, t('schedules.zone', { zone: schedule.zone })),
    schedule.sameDayData ? h('div', { class: 'warning' }, t('schedules.sameDayData')) : null,
    moved
      ? h(
          'div',
          { class: 'warning' },
          t('schedules.moved', {
            when: moved.whenText,
            reason: t(moved.reason === 'day' ? 'schedules.movedDay' : 'schedules.movedHour'),
          }),
        )
      : null,
    h(
      'div',
      { class: failed ? 'error' : 'gray' },
      schedule.lastRunText
        ? t('schedules.lastRunAt', { when: schedule.lastRunText, result: lastResultText(schedule) })
        : t('schedules.lastRun', { result: lastResultText(schedule) }),
    ),
    // A run that got through late, after failed tries, says when it was due and what failed.
    schedule.recoveredText ? h('div', { class: 'warning' }, schedule.recoveredText) : null,
    // A run that did not get through stays told until the next one after it has run.
    schedule.missedText ? h('div', { class: 'error' }, schedule.missedText) : null,
    // What became of the run past its sheet: in the warehouse, or not and why.
    schedule.handedOnText ? h('div', { class: 'gray' }, schedule.handedOnText) : null,
    h('div', { class: 'row' }, runNow, pause, remove),
    h('details', {}, h('summary', {}, t('schedules.edit')), cadence.root, h('div', { class: 'row' }, save)),
    alertsEditor(ctx, schedule, redraw),
    runsBox,
  );
}

function mountSchedules(root: HTMLElement, ctx: ViewContext) {
  const list = h('ul', { class: 'plain', 'aria-label': t('tab.schedules') });
  const redraw = (schedules: Schedule[]): void => {
    replaceChildren(
      list,
      schedules.length ? null : h('li', { class: 'gray' }, t('schedules.none', { tab: t('tab.reports') })),
      ...schedules.map((s) => scheduleCard(ctx, s, redraw)),
    );
  };
  const stampCadence = cadenceFields({ every: 'day', hour: 5 });
  void ctx.server.reportsTimeZone().then(stampCadence.zone, () => {});
  const addStamp = h('button', { type: 'button' }, t('schedules.addStamp'));
  addStamp.addEventListener('click', () =>
    act(ctx, addStamp, async () => {
      redraw(
        await ctx.server.reportsSaveSchedule({
          target: { kind: 'stamp' },
          cadence: stampCadence.read(),
        }),
      );
    }),
  );
  const bump = h('button', { type: 'button' }, t('schedules.refreshNow'));
  // What a refresh may cost is shown first; the user confirms or cancels it here.
  const confirmBox = h('div', { role: 'group', 'aria-label': t('schedules.confirmLabel') });
  bump.addEventListener('click', () =>
    act(ctx, bump, async () => {
      replaceChildren(confirmBox, loading(t('schedules.counting')));
      const plan = await ctx.server.reportsRefreshPlan();
      if (!plan.formulas) {
        replaceChildren(confirmBox, h('p', { class: 'gray' }, plan.message));
        return;
      }
      const yes = h('button', { type: 'button', class: 'action' }, t('schedules.refresh'));
      const no = h('button', { type: 'button' }, t('schedules.cancel'));
      no.addEventListener('click', () => replaceChildren(confirmBox));
      yes.addEventListener('click', () =>
        act(ctx, yes, async () => {
          const count = await ctx.server.reportsRefreshAll();
          replaceChildren(confirmBox);
          ctx.announce(t('schedules.refreshing', { count }));
          // Re-entered formulas run on their own; read the quota once they have had time to charge.
          window.setTimeout(() => void ctx.refreshSession().catch(ctx.fail), 15_000);
        }),
      );
      replaceChildren(confirmBox, h('p', {}, plan.message), h('div', { class: 'row' }, yes, no));
    }),
  );
  replaceChildren(
    root,
    h('h2', {}, t('tab.schedules')),
    list,
    h(
      'details',
      {},
      h('summary', {}, t('schedules.stamp')),
      h('p', { class: 'secondary' }, t('schedules.stampHint')),
      stampCadence.root,
      h('div', { class: 'row' }, addStamp, bump),
      confirmBox,
    ),
  );
  let loaded = false;
  const load = () => {
    // Until the first answer (seconds in Sheets) the list says it is loading, not "No schedules".
    if (!loaded) replaceChildren(list, h('li', {}, loading(t('schedules.loading'))));
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
