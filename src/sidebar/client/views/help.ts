/** The formula reference, drawn at run time from the same registry the build turns into custom functions. */
import { catalog, type FunctionSpec } from '../../../functions/catalog';
import { signature } from '../../../functions/signature';
import { field, h, replaceChildren } from '../dom';
import { typed } from '../i18n';
import type { View } from '../view';

function matches(spec: FunctionSpec, query: string): boolean {
  const q = query.trim().toLowerCase();
  if (!q) return true;
  return [spec.name, spec.summary, spec.group, ...spec.params.map((p) => p.name)].some((text) =>
    text.toLowerCase().includes(q),
  );
}

function entry(spec: FunctionSpec): HTMLElement {
  return h(
    'details',
    {},
    h('summary', {}, spec.name),
    h('p', {}, spec.summary),
    h('p', {}, h('code', {}, typed(signature(spec)))),
    h(
      'ul',
      { class: 'params' },
      ...spec.params.map((p) =>
        h('li', {}, h('code', {}, p.name), p.optional ? ' (optional): ' : ': ', p.description),
      ),
    ),
    h('p', { class: 'gray' }, 'Returns: ', spec.returns),
    h('p', {}, 'Example: ', h('code', {}, typed(spec.example))),
  );
}

export const helpView: View = {
  id: 'help',
  label: 'tab.help',
  mount(root) {
    const search = h('input', { type: 'search', placeholder: 'Name, parameter or topic' });
    const list = h('div', { 'aria-live': 'polite' });
    const render = (): void => {
      const shown = catalog.filter((spec) => matches(spec, search.value));
      const groups = [...new Set(shown.map((spec) => spec.group))];
      replaceChildren(
        list,
        shown.length ? null : h('p', { class: 'gray' }, 'No formula matches.'),
        ...groups.flatMap((group) => [
          h('h2', {}, group),
          ...shown.filter((spec) => spec.group === group).map(entry),
        ]),
      );
    };
    search.addEventListener('input', render);
    replaceChildren(
      root,
      h('h2', {}, 'Formulas'),
      h(
        'p',
        { class: 'gray' },
        'Type them into any cell. Pass a range instead of one formula per row; give the refresh stamp as the last argument to fetch fresh data on demand.',
      ),
      field('Find a formula', search),
      list,
    );
    render();
    return undefined;
  },
};
