/**
 * The formula reference, drawn at run time from the same registry the build turns into custom functions;
 * names, parameters and examples as Sheets takes them, what they do in the user's language. Each example
 * can be inserted into the selected cell.
 */
import { helpKey, type LayoutItem, layoutItems, layoutsOf, signature } from '../../../shared/signature';
import { act } from '../act';
import { field, h, replaceChildren } from '../dom';
import { t, typed } from '../i18n';
import type { View, ViewContext } from '../view';
import { catalog } from '../../../registry/catalog';
import type { FunctionSpec } from '../../../shared/formula-spec';

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

const itemLabel = (item: LayoutItem): string =>
  'column' in item ? t(`column.${item.column}`) : t('help.trendMonths', { count: item.months });

/**
 * The formula's columns in the user's language: the default ones, those another value of the argument that
 * chooses them gives, and how the other arguments change them, in words.
 */
function columnsOf(spec: FunctionSpec): HTMLElement {
  const param = spec.columnsBy?.param ?? '';
  const lines = layoutsOf(spec).map(({ value, columns }) =>
    h(
      'span',
      {},
      // Another value's layout is named by the argument as typed: `report "groups"`.
      ...(value === undefined ? [t('help.columns')] : [h('code', {}, `${param} "${value}"`), ': ']),
      layoutItems(columns).map(itemLabel).join(', '),
    ),
  );
  // The note's words come from the page's catalogue; the build ships the registry's as '' (scripts/build.ts).
  const note = spec.columnsNote === undefined ? [] : [h('span', {}, t(helpKey.columnsNote(spec)))];
  return h(
    'p',
    { class: 'gray' },
    ...[...lines, ...note].flatMap((line, i) => (i ? [h('br'), line] : [line])),
  );
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
    columnsOf(spec),
    h('p', {}, t('help.example'), h('code', {}, typed(spec.example))),
    h('div', { class: 'row' }, insertButton(ctx, spec)),
  );
}

/**
 * Where the warehouse's history is read besides the launcher: Connected Sheets, and Looker Studio over a
 * custom query whose dates are the report's (`@DS_START_DATE`, `@DS_END_DATE`: YYYYMMDD text).
 */
const LOOKER_QUERY = [
  'SELECT data_date, domain, keyword, position, url',
  'FROM `my-project.seo_sheets.positions`',
  "WHERE data_date BETWEEN PARSE_DATE('%Y%m%d', @DS_START_DATE)",
  "  AND PARSE_DATE('%Y%m%d', @DS_END_DATE)",
].join('\n');

function warehouseHelp(): HTMLElement {
  return h(
    'section',
    { 'aria-labelledby': 'help-warehouse' },
    h('h2', { id: 'help-warehouse' }, t('help.warehouseTitle')),
    h('p', {}, t('help.warehouseIntro')),
    h('p', {}, t('help.warehouseSheets')),
    h('p', {}, t('help.warehouseLooker')),
    h('pre', {}, h('code', {}, LOOKER_QUERY)),
    h('p', {}, t('help.warehouseConsole')),
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
      warehouseHelp(),
    );
    render();
    return undefined;
  },
};
