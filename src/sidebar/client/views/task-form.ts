/**
 * The task centre's "New task" form. The cost is asked for as the inputs are typed (once they pause for
 * `COST_DELAY_MS`), and Create stays disabled until the estimate shown covers exactly what would be sent
 * and the counter can pay for it. Enter in the phrase field creates the task, asking for its cost first
 * when it has not come yet.
 */
import { act } from '../act';
import { field, h, replaceChildren } from '../dom';
import { t } from '../i18n';
import { type ServerResult, SessionEndedError } from '../rpc';
import type { ViewContext } from '../view';

type TaskRequest = Parameters<ViewContext['server']['taskEstimate']>[0];
type TaskKind = TaskRequest['kind'];
type Countries = ServerResult<'sidebarCountries'>;
type CreatedTask = ServerResult<'taskCreate'>;
type Cost = ServerResult<'taskEstimate'>;

/** How long typing pauses before the cost is asked for: one estimate per pause, not one per key. */
export const COST_DELAY_MS = 400;

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
  /** The estimate asked for last (its request and answer): an older one arriving late is dropped. */
  let asked: { readonly key: string; readonly cost: Promise<Cost> } | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;

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
  /** Whether the inputs name something to do: a phrase, or at least one line. */
  const filled = (req: TaskRequest): boolean =>
    req.kind === 'serp'
      ? req.phrase !== ''
      : (req.kind === 'top100_crawl' ? req.phrases : req.urls).length > 0;
  const invalidate = (): void => {
    clearTimeout(timer);
    asked = null;
    costed = null;
    create.disabled = true;
    replaceChildren(estimate);
  };
  /** Asks for the cost of what the form holds now and shows it; resolves to it, or null when moot. */
  const costNow = (): Promise<Cost | null> => {
    clearTimeout(timer);
    const req = request();
    const key = JSON.stringify(req);
    if (!offered() || !filled(req)) return Promise.resolve(null);
    if (asked?.key === key) return asked.cost.then((cost) => (asked?.key === key ? cost : null));
    const mine = { key, cost: ctx.server.taskEstimate(req) };
    asked = mine;
    estimate.className = 'gray loading';
    replaceChildren(estimate, t('taskForm.costing'));
    return mine.cost.then(
      (cost) => {
        if (asked !== mine) return null;
        replaceChildren(estimate, cost.text);
        estimate.className = cost.affordable ? 'gray' : 'error';
        costed = cost.affordable ? key : null;
        create.disabled = !cost.affordable;
        return cost;
      },
      (error: unknown) => {
        if (asked !== mine) return null;
        asked = null;
        // A refusal (too many lines, a market the plan lacks) is said where the cost would be.
        if (error instanceof SessionEndedError) ctx.fail(error);
        else {
          estimate.className = 'error';
          replaceChildren(estimate, error instanceof Error ? error.message : String(error));
        }
        return null;
      },
    );
  };
  /** Typing: forget the cost shown and ask again once the typing pauses. */
  const changed = (): void => {
    invalidate();
    timer = setTimeout(() => void costNow(), COST_DELAY_MS);
  };
  /** Kinds the connection offers; until the server says, every kind. */
  let offers: Partial<Record<TaskKind, boolean>> = {};
  const offered = (): boolean => offers[kind.value as TaskKind] !== false;
  const layout = (): void => {
    const k = kind.value as TaskKind;
    phraseField.hidden = !offered() || k !== 'serp';
    itemsField.hidden = !offered() || k === 'serp';
    countryHolder.hidden = !offered() || k === 'urls_crawl';
    itemsLabel.textContent = t(k === 'top100_crawl' ? 'taskForm.phraseLines' : 'taskForm.urlLines');
    invalidate();
    // A kind the connection does not offer says so before anything is filled in.
    estimate.className = offered() ? 'gray' : 'warning';
    if (offered()) void costNow();
    else replaceChildren(estimate, t('offer.notOffered'));
  };

  kind.addEventListener('change', layout);
  for (const input of [phrase, items]) input.addEventListener('input', changed);
  countryHolder.addEventListener('change', () => {
    invalidate();
    void costNow();
  });
  fromSelection.addEventListener('click', () =>
    act(ctx, fromSelection, async () => {
      const values = await ctx.server.sidebarSelectedValues();
      items.value = values.join('\n');
      invalidate();
      ctx.announce(t('taskForm.taken', { count: values.length }));
      await costNow();
    }),
  );
  // Enter in the phrase field creates the task as Create would, once the cost of this very phrase is in.
  phrase.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter' || event.isComposing) return;
    event.preventDefault();
    void costNow().then((cost) => {
      if (cost?.affordable && !create.disabled) form.requestSubmit(create);
    });
  });

  const form = h(
    'form',
    { 'aria-label': t('tasks.new') },
    field(t('taskForm.kind'), kind),
    phraseField,
    itemsField,
    countryHolder,
    estimate,
    h('div', { class: 'row' }, create),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const req = request();
    // The cost shown must be the cost of what is sent: an edit since it was shown asks again.
    if (costed !== JSON.stringify(req)) {
      invalidate();
      void costNow();
      return;
    }
    void act(ctx, create, async () => {
      const task = await ctx.server.taskCreate(req);
      // An id is a name, not a quantity: never grouped (#12 345).
      ctx.announce(t(task.existing ? 'taskForm.existed' : 'taskForm.created', { id: String(task.id) }));
      invalidate();
      created(task);
      // What the same input would cost now (nothing, for a SERP analysis that exists).
      void costNow();
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
      // What was typed before the markets came was costed for a market the list may not show.
      if (asked || costed) {
        invalidate();
        void costNow();
      }
    })
    .catch(ctx.fail);
  return form;
}
