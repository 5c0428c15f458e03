/** Column labels in the document's language, and trend months named by the language with or without Intl. */
import { columnLabels, describeColumn } from '../../src/shared/columns';
import { documentCatalogues } from '../../src/shared/i18n/areas';
import { LANGUAGES } from '../../src/shared/i18n/languages';

const at = new Date(2026, 10, 20);

describe('the column vocabulary in the document’s language', () => {
  it('labels keys, derived columns and trend months in each language', () => {
    const keys = ['keyword', 'statistics.position.previous', 'position_change', 'trend.1', 'urls.2.url'];
    expect(columnLabels(keys, 'en', at)).toEqual([
      'Keyword',
      'Position (previous)',
      'Position change',
      'Oct 2026',
      'URL 2',
    ]);
    expect(columnLabels(keys, 'pl', at)).toEqual([
      'Fraza',
      'Pozycja (poprzednio)',
      'Pozycja – zmiana',
      'paź 2026',
      'URL 2',
    ]);
    expect(describeColumn('visibility', 'sv', at)).toEqual({
      label: 'Synlighet',
      kind: 'number',
      known: true,
    });
  });

  it('keeps a key the service adds later readable, in any language', () => {
    expect(describeColumn('visibility_new', 'pl', at)).toEqual({
      label: 'Visibility new',
      kind: 'text',
      known: false,
    });
  });

  it.each(LANGUAGES)('%s names twelve months for runtimes without its Intl', (language) => {
    expect(documentCatalogues[language].months.split(' ')).toHaveLength(12);
  });

  it('names months from the catalogue where the runtime’s Intl lacks the language', () => {
    const supported = jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
    jest.isolateModules(() => {
      const fresh: typeof import('../../src/shared/columns') = require('../../src/shared/columns');
      expect(fresh.trendMonth(1, at, 'pl')).toBe('paź 2026');
      expect(fresh.trendMonth(2, at, 'cs')).toBe('zář 2026');
      expect(fresh.trendMonth(1, at, 'hu')).toBe('okt. 2026');
      expect(fresh.trendMonth(11, at, 'en')).toBe('Dec 2025');
    });
    supported.mockRestore();
  });
});
