import { DEFAULT_FRESHNESS_HOURS } from '../../src/cache/kinds';
import { DEFAULT_SETTINGS, mergeSettings, parseSettings } from '../../src/document-settings';

describe('settings', () => {
  it('fills every missing or invalid field with its default, field by field', () => {
    expect(parseSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(parseSettings('{broken')).toEqual(DEFAULT_SETTINGS);
    const parsed = parseSettings(
      JSON.stringify({
        countryId: 50,
        freshnessHours: { positions: 2, serp: -1 },
        refreshStamp: 'x',
        visibilityWay: 'sometimes',
        spendGuard: 250,
      }),
    );
    expect(parsed).toEqual({
      countryId: 50,
      freshnessHours: { ...DEFAULT_FRESHNESS_HOURS, positions: 2 },
      refreshStamp: 0,
      refreshedAt: 0,
      visibilityWay: 'auto',
      relabelledAt: 0,
      spendGuard: 25,
    });
  });

  it('keeps the spend guard: a whole per cent from 1 to 100, 25 unless set', () => {
    expect(DEFAULT_SETTINGS.spendGuard).toBe(25);
    expect(mergeSettings(DEFAULT_SETTINGS, { spendGuard: 60 }).spendGuard).toBe(60);
    for (const spendGuard of [0, 101, 12.5, '40'])
      expect(() => mergeSettings(DEFAULT_SETTINGS, { spendGuard })).toThrow(
        'Settings not saved. spendGuard is a whole number from 1 to 100 (per cent).',
      );
  });

  it('keeps how domain statistics are fetched: automatically, or always one way', () => {
    expect(mergeSettings(DEFAULT_SETTINGS, { visibilityWay: 'bulk' }).visibilityWay).toBe('bulk');
    expect(parseSettings(JSON.stringify({ visibilityWay: 'perDomain' })).visibilityWay).toBe('perDomain');
    expect(() => mergeSettings(DEFAULT_SETTINGS, { visibilityWay: 'cheap' })).toThrow(
      'Settings not saved. visibilityWay is one of auto, perDomain, bulk.',
    );
  });

  it('merges a valid patch and refuses an invalid one naming each field', () => {
    const next = mergeSettings(DEFAULT_SETTINGS, {
      freshnessHours: { keywordStats: 48 },
      refreshStamp: 1_700_000_000_000,
    });
    expect(next.freshnessHours.keywordStats).toBe(48);
    expect(next.freshnessHours.positions).toBe(DEFAULT_FRESHNESS_HOURS.positions);
    expect(next.refreshStamp).toBe(1_700_000_000_000);
    expect(() => mergeSettings(DEFAULT_SETTINGS, { countryId: 0, freshnessHours: { nope: 1 } })).toThrow(
      'Settings not saved. countryId must be a whole number above 0; unknown setting "freshnessHours.nope".',
    );
    expect(() => mergeSettings(DEFAULT_SETTINGS, { freshnessHours: { serp: -2 } })).toThrow(
      'Settings not saved. freshnessHours takes hours from 0 to 8784 for keywordStats, keywords,',
    );
    expect(() => mergeSettings(DEFAULT_SETTINGS, { colour: 'red' })).toThrow(
      'Settings not saved. unknown setting "colour".',
    );
  });
});
