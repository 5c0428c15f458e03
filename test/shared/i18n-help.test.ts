/**
 * The formulas' help in every language: the registry (src/registry/catalog.ts) is the reference, not English's
 * catalogue, so a formula or parameter added to it without a description in some language fails here.
 */
import { helpKey } from '../../src/shared/signature';
import type { Message } from '../../src/shared/i18n/format';
import { under } from '../../src/shared/i18n/keys';
import { LANGUAGES, type Language } from '../../src/shared/i18n/languages';
import { uiCatalogues, wholeCatalogues } from '../../src/shared/i18n/ui-catalogues';
import { catalog } from '../../src/registry/catalog';
import type { FunctionSpec } from '../../src/shared/formula-spec';

/** Every key the registry's texts need, computed from the registry itself. */
const registryKeys = (specs: readonly FunctionSpec[]): string[] => [
  ...new Set(
    specs.flatMap((spec) => [
      helpKey.group(spec.group),
      helpKey.summary(spec),
      helpKey.returns(spec),
      ...spec.params.map((p) => helpKey.param(spec, p)),
      ...(spec.columnsNote ? [helpKey.columnsNote(spec)] : []),
    ]),
  ),
];

const missing = (specs: readonly FunctionSpec[], catalogue: Readonly<Record<string, Message>>): string[] =>
  registryKeys(specs).filter((key) => typeof catalogue[key] !== 'string' || !catalogue[key].trim());

const help = (language: Language): Readonly<Record<string, Message>> =>
  under(wholeCatalogues[language], 'help.');

describe('the formulas’ help', () => {
  it.each(LANGUAGES)('%s describes every formula, parameter and group of the registry', (language) => {
    expect(missing(catalog, uiCatalogues[language])).toEqual([]);
  });

  it.each(LANGUAGES)('%s has no description the registry does not ask for', (language) => {
    expect(Object.keys(help(language)).sort()).toEqual(registryKeys(catalog).sort());
  });

  it('English is the registry’s own text, the one the @customfunction JSDoc carries', () => {
    const [spec] = catalog;
    expect(help('en')[helpKey.summary(spec)]).toBe(spec.summary);
    expect(help('en')[helpKey.param(spec, spec.params[0])]).toBe(spec.params[0].description);
  });

  it('reports a formula added to the registry without its descriptions', () => {
    const added: FunctionSpec = {
      name: 'SEO_NEW',
      group: 'Visibility',
      summary: 'New.',
      params: [{ name: 'thing', description: 'A thing.' }, catalog[0].params[1]],
      returns: 'A table.',
      example: '=SEO_NEW()',
      columns: ['keyword'],
      columnsNote: 'Then more.',
    };
    expect(missing([...catalog, added], uiCatalogues.pl)).toEqual([
      'SEO_NEW.summary',
      'SEO_NEW.returns',
      'SEO_NEW.thing',
      'SEO_NEW.columnsNote',
    ]);
  });

  it.each(LANGUAGES.filter((l) => l !== 'en'))(
    '%s translates every summary (none left in English)',
    (language) => {
      const english = catalog.filter((spec) => help(language)[helpKey.summary(spec)] === spec.summary);
      expect(english.map((spec) => spec.name)).toEqual([]);
    },
  );

  it('keys a shared parameter once, and a parameter of one formula under that formula', () => {
    const keyOf = (name: string, param: string): string => {
      const spec = catalog.find((s) => s.name === name);
      const found = spec?.params.find((p) => p.name === param);
      if (!spec || !found) throw new Error(`${name} has no ${param}`);
      return helpKey.param(spec, found);
    };
    expect(keyOf('SEO_VISIBILITY', 'country_id')).toBe('param.country_id');
    expect(keyOf('SEO_POSITIONS', 'country_id')).toBe('param.country_id');
    expect(keyOf('SEO_POSITIONS', 'limit')).toBe('SEO_POSITIONS.limit');
    expect(help('pl')['SEO_POSITIONS.limit']).toBe('Maksymalna liczba zwracanych wierszy (domyślnie 100).');
  });
});
