/**
 * The task centre: start a SERP analysis, TOP100 crawl or URL crawl (task-form.ts), follow the
 * account's tasks while the sidebar is open, and insert a finished task into a new sheet.
 */
import { act } from '../act';
import { h, loading, replaceChildren } from '../dom';
import { t } from '../i18n';
import { browserTimers, createPoller, type PollEvent, type PollOutcome, TASK_POLICY } from '../poller';
import { type ServerResult, SessionEndedError } from '../rpc';
import type { View, ViewContext } from '../view';
import { KIND_LABELS, taskForm } from './task-form';

type Task = ServerResult<'taskList'>[number];

function progressOf(task: Task): HTMLElement {
  if (task.kind === 'serp') {
    const flag = (ready: boolean, what: string) =>
      h(
        'li',
        { class: ready ? 'ready' : 'gray' },
        t(ready ? 'tasks.flagReady' : 'tasks.flagRunning', { what }),
      );
    return h(
      'ul',
      { class: 'params' },
      flag(task.hasSerpData, t('tasks.serpData')),
      flag(task.hasKeywordsData, t('tasks.keywordData')),
    );
  }
  const counts = { finished: task.finished, all: task.all };
  return h(
    'div',
    {},
    h('progress', {
      value: task.finished,
      max: task.all || 1,
      'aria-label': t('tasks.progressLabel', counts),
    }),
    h('div', { class: 'gray' }, t('tasks.progress', counts)),
  );
}

/** A crawl is named by what it crawls; a SERP analysis by its phrase and market, as the server wrote it. */
function titleOf(task: Task): string {
  if (task.kind === 'serp') return task.title;
  return t(task.kind === 'top100_crawl' ? 'tasks.phrases' : 'tasks.urls', { count: task.all });
}

function taskCard(ctx: ViewContext, task: Task): HTMLElement {
  const insert = h('button', { type: 'button', class: 'action' }, t('tasks.insert'));
  insert.addEventListener('click', () =>
    act(ctx, insert, async () => {
      const result = await ctx.server.taskInsert(task.kind, task.id);
      ctx.announce(t('tasks.inserted', { count: result.rows, sheet: result.sheet }));
    }),
  );
  return h(
    'li',
    { class: 'card' },
    h('h3', {}, titleOf(task)),
    h(
      'div',
      { class: 'gray' },
      `${t(KIND_LABELS[task.kind])} · #${task.id}${task.createdText ? ` · ${task.createdText}` : ''}`,
    ),
    progressOf(task),
    task.ready ? h('div', { class: 'row' }, insert) : null,
  );
}

function pollMessage(event: PollEvent): string | null {
  if (event.type === 'failed') {
    const message = event.error instanceof Error ? event.error.message : String(event.error);
    return t('tasks.pollFailed', { message, seconds: Math.round(event.retryInMs / 1000) });
  }
  return event.reason === 'deadline' ? t('tasks.pollDeadline', { button: t('tasks.checkNow') }) : null;
}

export const tasksView: View = {
  id: 'tasks',
  label: 'tab.tasks',
  requires: 'signedIn',
  mount(root, ctx) {
    const list = h('ul', { class: 'plain' });
    const pollState = h('p', { class: 'gray' });
    const refresh = h('button', { type: 'button' }, t('tasks.checkNow'));

    let loaded = false;
    const load = async (): Promise<PollOutcome> => {
      if (!loaded) replaceChildren(list, h('li', {}, loading(t('tasks.loading'))));
      let tasks: Task[];
      try {
        tasks = await ctx.server.taskList();
      } catch (error) {
        // Never a spinner without end: the poller says why and when it tries again.
        if (!loaded) replaceChildren(list);
        throw error;
      }
      loaded = true;
      replaceChildren(
        list,
        tasks.length ? null : h('li', { class: 'gray' }, t('tasks.none')),
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
      replaceChildren(pollState, t('tasks.checking', { seconds: TASK_POLICY.intervalMs / 1000 }));
    };

    refresh.addEventListener('click', () => act(ctx, refresh, follow));
    const form = taskForm(ctx, () => {
      follow().catch(ctx.fail);
      // Creating may have spent a unit: the account view's bars should say so.
      ctx.refreshSession().catch(ctx.fail);
    });
    replaceChildren(
      root,
      h('h2', {}, t('tasks.new')),
      form,
      h('h2', {}, t('tasks.yours')),
      h('div', { class: 'row' }, refresh),
      pollState,
      list,
    );
    return {
      shown: () => void follow().catch(ctx.fail),
      sessionChanged: (session) => (session.signedIn ? undefined : poller.stop()),
      dispose: () => poller.stop(),
    };
  },
};
