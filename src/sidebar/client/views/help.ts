/**
 * The formula reference, drawn at run time from the same registry the build turns into custom functions;
 * names, parameters and examples as Sheets takes them, what they do in the user's language.
 */
import { catalog, type FunctionSpec } from '../../../shared/catalog';
import { helpKey, signature } from '../../../shared/signature';
import { field, h, replaceChildren } from '../dom';
import { t, typed } from '../i18n';
import type { View } from '../view';

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

function entry(spec: FunctionSpec): HTMLElement {
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
  );
}

export const helpView: View = {
  id: 'help',
  label: 'tab.help',
  mount(root) {
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
          ...shown.filter((spec) => spec.group === group).map(entry),
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
