/**
 * The formula reference, drawn at run time from the same registry the build turns into custom functions;
 * names, parameters and examples as Sheets takes them, what they do in the user's language. Each example
 * can be inserted into the selected cell.
 */
import { catalog, type FunctionSpec } from '../../../shared/catalog';
import { helpKey, signature } from '../../../shared/signature';
import { act } from '../act';
import { field, h, replaceChildren } from '../dom';
import { t, typed } from '../i18n';
import type { View, ViewContext } from '../view';

function matches(spec: FunctionSpec, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [
    spec.name,
    t(helpKey.summary(spec)),
    t(helpKey.group(spec.group)),
    ...spec.params.map((p) => p.name),
  ].some((text) => text.toLowerCase().includes(q));
}

/** Puts the example into the selected cell (the server writes it, by the formula's name). */
function insertButton(ctx: ViewContext, spec: FunctionSpec): HTMLButtonElement {
  const button = h(
    'button',
    { type: 'button', 'aria-label': t('help.insertLabel', { name: spec.name }) },
    t('help.insert'),
  );
  button.addEventListener('click', () =>
    act(ctx, button, async () => {
      const { cell } = await ctx.server.helpInsert(spec.name);
      ctx.announce(t('help.inserted', { formula: typed(spec.example), cell }));
    }),
  );
  return button;
}

function entry(ctx: ViewContext, spec: FunctionSpec): HTMLElement {
  return h(
    'details',
    {},
    h('summary', {}, spec.name),
    h('p', {}, t(helpKey.summary(spec))),
    h('p', {}, h('code', {}, typed(signature(spec)))),
    h(
      'ul',
      { class: 'params' },
      ...spec.params.map((p) =>
        h(
          'li',
          {},
          h('code', {}, p.name),
          p.optional ? t('help.optional') : ': ',
          t(helpKey.param(spec, p)),
          p.filterKeys ? ` ${t('help.filterKeys', { keys: p.filterKeys.join(', ') })}` : null,
        ),
      ),
    ),
    h('p', { class: 'gray' }, t('help.returns'), t(helpKey.returns(spec))),
    spec.columns
      ? h('p', { class: 'gray' }, t('help.columns'), spec.columns.map((key) => t(`column.${key}`)).join(', '))
      : null,
    h('p', {}, t('help.example'), h('code', {}, typed(spec.example))),
    h('div', { class: 'row' }, insertButton(ctx, spec)),
  );
}

export const helpView: View = {
  id: 'help',
  label: 'tab.help',
  mount(root, ctx) {
    const search = h('input', { type: 'search', placeholder: t('help.placeholder') });
    const list = h('div', { 'aria-live': 'polite' });
    const render = (): void => {
      const shown = catalog.filter((spec) => matches(spec, search.value));
      const groups = [...new Set(shown.map((spec) => spec.group))];
      replaceChildren(
        list,
        shown.length ? null : h('p', { class: 'gray' }, t('help.none')),
        ...groups.flatMap((group) => [
          h('h2', {}, t(helpKey.group(group))),
          ...shown.filter((spec) => spec.group === group).map((spec) => entry(ctx, spec)),
        ]),
      );
    };
    search.addEventListener('input', render);
    replaceChildren(
      root,
      h('h2', {}, t('help.title')),
      h('p', { class: 'gray' }, t('help.intro')),
      field(t('help.find'), search),
      list,
    );
    render();
    return undefined;
  },
};
