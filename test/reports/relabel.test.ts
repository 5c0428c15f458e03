/** Which tables a change of the document's language re-enters, and what is remembered of it. */
import {
  DEFAULT_SETTINGS,
  RELABEL_WINDOW_MS,
  type Settings,
  type SettingsPatch,
  cacheFreshness,
  mergeSettings,
} from '../../src/document-settings';
import type { FormulaCell } from '../../src/platform/formula-cells';
import type { SheetRecord, SheetWords } from '../../src/reports/layout';
import { relabelReportSheets, relabelTables } from '../../src/registry/relabel';
import type { SheetLabels, Writer } from '../../src/registry/sheet-words';
import type { Language } from '../../src/shared/i18n/languages';
import { english, said } from '../../src/shared/i18n/said';

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
  const rewritten: Language[] = [];
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
    rewrite: (to: Language) => rewritten.push(to),
  };
  return { relabel: () => relabelTables(ctx, ports), reentered, rewritten, settings: () => current };
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
    expect(doc.rewritten).toEqual([]);
    expect(doc.settings()).toMatchObject({ tablesLanguage: 'pl', relabelledAt: 0 });
  });

  it('in the same language does nothing', () => {
    const doc = document('pl', { tablesLanguage: 'pl' }, TABLES);
    expect(doc.relabel()).toBe(0);
    expect(doc.reentered).toEqual([]);
    expect(doc.rewritten).toEqual([]);
  });

  it('in another re-enters its tables, not a cell showing an error, a waiting SEO_SERP or a formula not ours', () => {
    const doc = document('en', { tablesLanguage: 'pl' }, TABLES);
    expect(doc.relabel()).toBe(2);
    expect(doc.reentered.map((c) => c.row)).toEqual([1, 20]);
    // Report sheets and the stamp, once.
    expect(doc.rewritten).toEqual(['en']);
    expect(doc.settings()).toMatchObject({ tablesLanguage: 'en', relabelledAt: NOW });
    expect(doc.relabel()).toBe(0);
    expect(doc.rewritten).toEqual(['en']);
  });

  it('opens a window in which cached data of any age answers, and only it', () => {
    const settings = { ...DEFAULT_SETTINGS, relabelledAt: NOW };
    expect(cacheFreshness(settings, 'visibility').anyAgeUntil).toBe(NOW + RELABEL_WINDOW_MS);
    expect(cacheFreshness(DEFAULT_SETTINGS, 'visibility').anyAgeUntil).toBe(0);
  });
});

describe('relabelReportSheets', () => {
  const words = (language: Language): SheetWords => ({
    language,
    reportId: 'positions',
    params: { domain: 'example.pl', country_id: 1, limit: 100 },
    mode: 'replace',
    at: NOW,
    empty: false,
    note: {
      ranAt: NOW,
      rows: 2,
      units: 1,
      unitsEstimated: false,
      rowCap: null,
      cadence: { every: 'day', hour: 6 },
      notices: [],
      late: null,
      cells: null,
    },
    failure: {
      at: NOW + 3_600_000,
      message: said('error.serverError', { status: 503 }),
      retry: { retryAt: NOW + 7_200_000 },
    },
  });
  const writer: Writer = {
    language: 'en',
    render: english,
    time: (at) => new Date(at).toISOString().slice(11, 16),
    zone: { id: 'UTC', offsetMinutes: () => 0 },
  };

  it('writes a sheet written in another language in the writer’s and keeps what it wrote; one it cannot write stays as it was', () => {
    const records = new Map<string, SheetRecord>([
      ['Pozycje – example.pl', { header: ['keyword', 'position'], rows: 2, words: words('pl') }],
      ['Positions – blog', { header: ['keyword'], rows: 1, words: words('en') }],
      ['Old', { header: ['keyword'], rows: 1 }],
      ['Gone', { header: ['keyword'], rows: 1, words: words('cs') }],
      ['Protected', { header: ['keyword'], rows: 1, words: words('cs') }],
    ]);
    const written: [string, SheetLabels][] = [];
    const saved: Map<string, SheetRecord>[] = [];
    const relabelled = relabelReportSheets(
      {
        records: () => records,
        saveRecords: (changed) => saved.push(new Map(changed)),
        relabel: (name, labels) => {
          if (name === 'Protected') throw new Error('You are trying to edit a protected cell or object.');
          return name === 'Gone' ? false : written.push([name, labels]) > 0;
        },
      },
      writer,
    );
    expect(relabelled).toEqual(['Pozycje – example.pl']);
    const [[name, labels]] = written;
    expect(name).toBe('Pozycje – example.pl');
    expect(labels.header.map((cell) => cell.label)).toEqual(['Keyword', 'Position']);
    expect(labels.note.split('\n')).toEqual([
      'SEO Sheets report: Positions',
      'Domain: example.pl · Market: Poland (database 1.0) · Rows at most: 100',
      'Run 12:00 · 2 rows · 1 unit charged',
      expect.stringMatching(/^Units: what the service’s quota counter moved/),
      'Refreshed: Daily at 06:00',
      expect.stringMatching(/^Last refresh failed 13:00: .* Next automatic try: 14:00\. The data above/),
    ]);
    expect(labels.status).toBeNull();
    expect(saved).toEqual([
      new Map([[name, { ...records.get(name), words: { ...words('pl'), language: 'en' } }]]),
    ]);
  });
});
