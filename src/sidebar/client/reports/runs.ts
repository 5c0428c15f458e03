/**
 * The runs of the last 30 days, a page at a time, newest first: every schedule's and the launcher's (the
 * Reports tab), or one schedule's (its card). A run that gave up, was overtaken or stopped says so.
 */
import { act } from '../act';
import { h, loading, replaceChildren } from '../dom';
import { t } from '../i18n';
import type { ServerResult } from '../rpc';
import type { ViewContext } from '../view';
import { unitsText } from './units';

type Run = ServerResult<'reportsRuns'>['runs'][number];

function runCard(run: Run): HTMLElement {
  const ok = run.outcome === 'ok';
  return h(
    'li',
    { class: 'card' },
    h('h3', {}, run.title),
    ok
      ? h(
          'div',
          { class: 'gray' },
          t('runs.ok', {
            when: run.endedText,
            rows: t('reports.rows', { count: run.rows ?? 0 }),
            units: unitsText({ units: run.units ?? 0, unitsEstimated: run.unitsEstimated }),
          }),
        )
      : null,
    run.story ? h('p', { class: ok ? 'warning' : 'error' }, run.story) : null,
  );
}

export interface RunsList {
  readonly root: HTMLElement;
  /** Reads the newest page again. */
  load(): Promise<void>;
}

/** `label` names the list for screen readers (and tests). */
export function runsList(ctx: ViewContext, scheduleId: string | null, label: string): RunsList {
  const list = h('ul', { class: 'plain', 'aria-label': label });
  const newer = h('button', { type: 'button' }, t('runs.newer'));
  const older = h('button', { type: 'button' }, t('runs.older'));
  const where = h('span', { class: 'gray' });
  const pager = h('div', { class: 'row' }, newer, where, older);
  let page = 0;
  const show = async (wanted: number): Promise<void> => {
    const answer = await ctx.server.reportsRuns(scheduleId, wanted);
    page = answer.page;
    replaceChildren(
      list,
      answer.runs.length ? null : h('li', { class: 'gray' }, t('runs.none')),
      ...answer.runs.map(runCard),
    );
    pager.hidden = answer.pages < 2;
    newer.disabled = page === 0;
    older.disabled = page >= answer.pages - 1;
    where.textContent = t('runs.page', { page: page + 1, pages: answer.pages });
  };
  newer.addEventListener('click', () => act(ctx, newer, () => show(page - 1)));
  older.addEventListener('click', () => act(ctx, older, () => show(page + 1)));
  pager.hidden = true;
  return {
    root: h('div', {}, list, pager),
    load: () => {
      if (!list.childNodes.length) replaceChildren(list, h('li', {}, loading(t('runs.loading'))));
      return show(0);
    },
  };
}
