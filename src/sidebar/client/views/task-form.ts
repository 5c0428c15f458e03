/**
 * The task centre's "New task" form. The cost is asked for first and Create stays disabled until
 * the estimate covers exactly what would be sent, and the counter can pay for it.
 */
import { act } from '../act';
import { field, h, replaceChildren } from '../dom';
import { t } from '../i18n';
import type { ServerResult } from '../rpc';
import type { ViewContext } from '../view';

type TaskRequest = Parameters<ViewContext['server']['taskEstimate']>[0];
type TaskKind = TaskRequest['kind'];
type Countries = ServerResult<'sidebarCountries'>;
type CreatedTask = ServerResult<'taskCreate'>;

/** Each kind's name, as the form offers it and a task card shows it. */
export const KIND_LABELS = {
  serp: 'taskForm.serp',
  top100_crawl: 'taskForm.top100',
  urls_crawl: 'taskForm.urls',
} as const satisfies Record<TaskKind, string>;

/** Lines of a textarea, trimmed, blanks dropped. */
function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);
}

function countrySelect({ list, defaultId }: Countries): HTMLSelectElement {
  const select = h('select', {});
  for (const c of list)
    select.appendChild(h('option', { value: c.id, selected: c.id === defaultId }, c.name));
  return select;
}

export function taskForm(ctx: ViewContext, created: (task: CreatedTask) => void): HTMLFormElement {
  const kind = h('select', {});
  for (const value of Object.keys(KIND_LABELS) as TaskKind[])
    kind.appendChild(h('option', { value }, t(KIND_LABELS[value])));
  const phrase = h('input', { type: 'text', autocomplete: 'off' });
  const items = h('textarea', { rows: 5, spellcheck: 'false', id: 'task-items' });
  const itemsLabel = h('label', { for: items.id });
  const fromSelection = h('button', { type: 'button' }, t('taskForm.fromSelection'));
  const countryHolder = h('div', {});
  const estimate = h('p', { class: 'gray', 'aria-live': 'polite' });
  const check = h('button', { type: 'button' }, t('cost.check'));
  const create = h('button', { type: 'submit', class: 'create', disabled: true }, t('taskForm.create'));
  const phraseField = field(t('taskForm.phrase'), phrase);
  const itemsField = h(
    'div',
    { class: 'field' },
    itemsLabel,
    items,
    h('div', { class: 'row' }, fromSelection),
  );
  let country: HTMLSelectElement | undefined;
  /** The request the shown estimate is for, serialized; null when none is shown or it cannot be paid. */
  let costed: string | null = null;

  const request = (): TaskRequest => {
    const countryId = Number(country?.value ?? 1);
    switch (kind.value as TaskKind) {
      case 'serp':
        return { kind: 'serp', phrase: phrase.value.trim(), countryId };
      case 'top100_crawl':
        return { kind: 'top100_crawl', phrases: lines(items.value), countryId };
      default:
        return { kind: 'urls_crawl', urls: lines(items.value) };
    }
  };
  const invalidate = (): void => {
    costed = null;
    create.disabled = true;
    replaceChildren(estimate);
  };
  /** Kinds the connection offers; until the server says, every kind. */
  let offers: Partial<Record<TaskKind, boolean>> = {};
  const layout = (): void => {
    const k = kind.value as TaskKind;
    const offered = offers[k] !== false;
    phraseField.hidden = !offered || k !== 'serp';
    itemsField.hidden = !offered || k === 'serp';
    countryHolder.hidden = !offered || k === 'urls_crawl';
    check.disabled = !offered;
    itemsLabel.textContent = t(k === 'top100_crawl' ? 'taskForm.phraseLines' : 'taskForm.urlLines');
    invalidate();
    // A kind the connection does not offer says so before anything is filled in.
    estimate.className = offered ? 'gray' : 'warning';
    if (!offered) replaceChildren(estimate, t('offer.notOffered'));
  };

  kind.addEventListener('change', layout);
  for (const input of [phrase, items]) input.addEventListener('input', invalidate);
  countryHolder.addEventListener('change', invalidate);
  fromSelection.addEventListener('click', () =>
    act(ctx, fromSelection, async () => {
      const values = await ctx.server.sidebarSelectedValues();
      items.value = values.join('\n');
      invalidate();
      ctx.announce(t('taskForm.taken', { count: values.length }));
    }),
  );
  check.addEventListener('click', () =>
    act(ctx, check, async () => {
      const req = request();
      const cost = await ctx.server.taskEstimate(req);
      replaceChildren(estimate, cost.text);
      estimate.className = cost.affordable ? 'gray' : 'error';
      costed = cost.affordable ? JSON.stringify(req) : null;
      create.disabled = !cost.affordable;
    }),
  );

  const form = h(
    'form',
    { 'aria-label': t('tasks.new') },
    field(t('taskForm.kind'), kind),
    phraseField,
    itemsField,
    countryHolder,
    estimate,
    h('div', { class: 'row' }, check, create),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const req = request();
    // The cost shown must be the cost of what is sent: any edit since "Check cost" asks again.
    if (costed !== JSON.stringify(req)) {
      invalidate();
      return;
    }
    void act(ctx, create, async () => {
      const task = await ctx.server.taskCreate(req);
      // An id is a name, not a quantity: never grouped (#12 345).
      ctx.announce(t(task.existing ? 'taskForm.existed' : 'taskForm.created', { id: String(task.id) }));
      invalidate();
      created(task);
    });
  });

  layout();
  ctx.server
    .taskOffers()
    .then((offered) => {
      offers = offered;
      for (const option of kind.options)
        if (offered[option.value as TaskKind] === false)
          option.textContent = `${t(KIND_LABELS[option.value as TaskKind])} (${t('offer.apiOnly')})`;
      layout();
    })
    .catch(ctx.fail);
  ctx.server
    .sidebarCountries()
    .then((countries) => {
      country = countrySelect(countries);
      replaceChildren(countryHolder, field(t('taskForm.country'), country));
    })
    .catch(ctx.fail);
  return form;
}
