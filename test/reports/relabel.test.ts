/** Which tables a change of the document's language re-enters, and what is remembered of it. */
import {
  DEFAULT_SETTINGS,
  RELABEL_WINDOW_MS,
  type Settings,
  type SettingsPatch,
  cacheFreshness,
  mergeSettings,
} from '../../src/document-settings';
import type { FormulaCell } from '../../src/platform/formulas';
import { relabelTables } from '../../src/reports/relabel';
import type { Language } from '../../src/shared/i18n/languages';

const cell = (row: number, formula: string, shown: unknown = 'Keyword'): FormulaCell => ({
  sheet: 'Sheet1',
  row,
  column: 1,
  formula,
  shown: [[shown, 5001]],
});

const NOW = Date.UTC(2026, 10, 21, 12);

function document(language: Language, settings: Partial<Settings>, cells: FormulaCell[]) {
  let current: Settings = { ...DEFAULT_SETTINGS, ...settings };
  const reentered: FormulaCell[] = [];
  const ctx = {
    get settings() {
      return current;
    },
    saveSettings: (patch: SettingsPatch) => {
      current = mergeSettings(current, patch);
      return current;
    },
    documentLanguage: () => language,
    now: () => NOW,
  };
  const ports = {
    find: () => cells,
    reenter: (some: readonly FormulaCell[]) => reentered.push(...some),
    statuses: ['Analysis running', 'Analiza w toku'],
  };
  return { relabel: () => relabelTables(ctx, ports), reentered, settings: () => current };
}

const TABLES = [
  cell(1, '=SEO_KEYWORD_STATS(A2:A10)'),
  cell(20, '=SEO_VISIBILITY("example.pl")', 'Domain'),
  cell(40, '=SEO_POSITIONS("example.pl")', '#ERROR!'),
  cell(60, '=SEO_SERP("buty")', 'Analysis running, ready in about 2 min'),
  cell(80, '=B1+SEO_REFRESH', 3),
];

describe('relabelTables', () => {
  it('records the language of a document it never saw, re-entering nothing', () => {
    const doc = document('pl', {}, TABLES);
    expect(doc.relabel()).toBe(0);
    expect(doc.reentered).toEqual([]);
    expect(doc.settings()).toMatchObject({ tablesLanguage: 'pl', relabelledAt: 0 });
  });

  it('in the same language does nothing', () => {
    const doc = document('pl', { tablesLanguage: 'pl' }, TABLES);
    expect(doc.relabel()).toBe(0);
    expect(doc.reentered).toEqual([]);
  });

  it('in another re-enters its tables, not a cell showing an error, a waiting SEO_SERP or a formula not ours', () => {
    const doc = document('en', { tablesLanguage: 'pl' }, TABLES);
    expect(doc.relabel()).toBe(2);
    expect(doc.reentered.map((c) => c.row)).toEqual([1, 20]);
    expect(doc.settings()).toMatchObject({ tablesLanguage: 'en', relabelledAt: NOW });
    expect(doc.relabel()).toBe(0);
  });

  it('opens a window in which cached data of any age answers, and only it', () => {
    const settings = { ...DEFAULT_SETTINGS, relabelledAt: NOW };
    expect(cacheFreshness(settings, 'visibility').anyAgeUntil).toBe(NOW + RELABEL_WINDOW_MS);
    expect(cacheFreshness(DEFAULT_SETTINGS, 'visibility').anyAgeUntil).toBe(0);
  });
});
