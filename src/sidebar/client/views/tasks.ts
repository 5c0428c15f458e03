/**
 * The task centre: start a SERP analysis, TOP100 crawl or URL crawl (task-form.ts), follow the
 * account's tasks while the sidebar is open, and insert a finished task into a new sheet.
 */
import { act } from '../act';
import { h, loading, replaceChildren } from '../dom';
import { plural } from '../../../shared/plural';
import { formatTimestamp } from '../../../shared/i18n/dates';
import { language } from '../i18n';
import { browserTimers, createPoller, type PollEvent, type PollOutcome, TASK_POLICY } from '../poller';
import { type ServerResult, SessionEndedError } from '../rpc';
import type { View, ViewContext } from '../view';
import { taskForm } from './task-form';

type Task = ServerResult<'taskList'>[number];

function progressOf(task: Task): HTMLElement {
  if (task.kind === 'serp') {
    const flag = (ready: boolean, what: string) =>
      h('li', { class: ready ? 'ready' : 'gray' }, `${what}: ${ready ? 'ready' : 'running'}`);
    return h(
      'ul',
      { class: 'params' },
      flag(task.hasSerpData, 'SERP data'),
      flag(task.hasKeywordsData, 'Keyword data'),
    );
  }
  return h(
    'div',
    {},
    h('progress', {
      value: task.finished,
      max: task.all || 1,
      'aria-label': `${task.finished} of ${task.all} done`,
    }),
    h('div', { class: 'gray' }, `${task.finished}/${task.all} done`),
  );
}

function taskCard(ctx: ViewContext, task: Task): HTMLElement {
  const insert = h('button', { type: 'button', class: 'action' }, 'Insert results');
  insert.addEventListener('click', () =>
    act(ctx, insert, async () => {
      const result = await ctx.server.taskInsert(task.kind, task.id);
      ctx.announce(`Inserted ${plural(result.rows, 'row')} into the new sheet “${result.sheet}”.`);
    }),
  );
  return h(
    'li',
    { class: 'card' },
    h('h3', {}, task.title),
    h(
      'div',
      { class: 'gray' },
      `${task.label} · #${task.id}${task.createdAt ? ` · ${formatTimestamp(language(), task.createdAt)}` : ''}`,
    ),
    progressOf(task),
    task.ready ? h('div', { class: 'row' }, insert) : null,
  );
}

function pollMessage(event: PollEvent): string | null {
  if (event.type === 'failed') {
    const message = event.error instanceof Error ? event.error.message : String(event.error);
    return `Could not check tasks (${message}). Trying again in ${Math.round(event.retryInMs / 1000)} s.`;
  }
  return event.reason === 'deadline'
    ? 'Stopped checking after an hour. Use “Check now” to look again.'
    : null;
}

export const tasksView: View = {
  id: 'tasks',
  label: 'tab.tasks',
  requires: 'signedIn',
  mount(root, ctx) {
    const list = h('ul', { class: 'plain' });
    const pollState = h('p', { class: 'gray' });
    const refresh = h('button', { type: 'button' }, 'Check now');

    let loaded = false;
    const load = async (): Promise<PollOutcome> => {
      if (!loaded) replaceChildren(list, h('li', {}, loading('Loading your tasks…')));
      const tasks = await ctx.server.taskList();
      loaded = true;
      replaceChildren(
        list,
        tasks.length ? null : h('li', { class: 'gray' }, 'No tasks yet.'),
        ...tasks.map((t) => taskCard(ctx, t)),
      );
      return tasks.some((t) => !t.ready) ? 'pending' : 'settled';
    };
    const poller = createPoller(
      load,
      TASK_POLICY,
      browserTimers,
      (event) => {
        if (event.type === 'stopped' && event.reason === 'fatal') ctx.fail(event.error);
        replaceChildren(pollState, pollMessage(event));
      },
      (error) => error instanceof SessionEndedError,
    );
    /** Loads the list now and keeps following it while any task is still running. */
    const follow = async (): Promise<void> => {
      replaceChildren(pollState);
      if ((await load()) === 'settled') return poller.stop();
      poller.start();
      replaceChildren(
        pollState,
        `Checking every ${TASK_POLICY.intervalMs / 1000} seconds while the sidebar is open.`,
      );
    };

    refresh.addEventListener('click', () => act(ctx, refresh, follow));
    const form = taskForm(ctx, () => {
      follow().catch(ctx.fail);
      // Creating may have spent a unit: the account view's bars should say so.
      ctx.refreshSession().catch(ctx.fail);
    });
    replaceChildren(
      root,
      h('h2', {}, 'New task'),
      form,
      h('h2', {}, 'Your tasks'),
      h('div', { class: 'row' }, refresh),
      pollState,
      list,
    );
    return {
      shown: () => void follow().catch(ctx.fail),
      sessionChanged: (session) => (session.signedIn ? undefined : poller.stop()),
    };
  },
};
