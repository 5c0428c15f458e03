/**
 * Dates and relative times in a language: with the runtime's Intl, with an Intl that lacks the language
 * (what Apps Script may have: its locales are undocumented), and with no Intl at all.
 */
import {
  formatDate,
  formatRelative,
  formatZonedDateTime,
  formatZonedTime,
  zoneLabel,
} from '../../src/shared/i18n/dates';
import { catalogues } from '../../src/shared/i18n/areas';
import { fill, formatSize } from '../../src/shared/i18n/format';
import type { Language } from '../../src/shared/i18n/languages';

const AT = Date.UTC(2026, 11, 5, 9, 7);
const UTC = { id: 'UTC', offsetMinutes: () => 0 };
const WARSAW = { id: 'Europe/Warsaw', offsetMinutes: () => 60 };

describe('with Intl', () => {
  it('writes dates and date-times as the language does, in the given time zone', () => {
    expect(formatDate('pl', AT, 'UTC')).toBe('5 gru 2026');
    expect(formatDate('en', AT, 'UTC')).toBe('Dec 5, 2026');
    expect(formatDate('cs', AT, 'UTC')).toBe('5. 12. 2026');
    expect(formatZonedDateTime('pl', AT, UTC)).toBe('5 gru 2026, 9:07 UTC');
    expect(formatZonedDateTime('pl', AT, WARSAW)).toBe('5 gru 2026, 10:07 UTC+1');
    expect(formatZonedDateTime('en', AT, UTC)).toMatch(/^Dec 5, 2026, 9:07\sAM UTC$/);
    expect(formatZonedTime('pl', AT, WARSAW)).toBe('10:07 UTC+1');
  });

  it('labels a time with its zone’s offset at that moment, as a reader anywhere can place it', () => {
    expect(zoneLabel(0)).toBe('UTC');
    expect(zoneLabel(120)).toBe('UTC+2');
    expect(zoneLabel(330)).toBe('UTC+5:30');
    expect(zoneLabel(-210)).toBe('UTC-3:30');
    const summer = Date.UTC(2026, 6, 1, 9, 7);
    expect(formatZonedDateTime('pl', summer, { id: 'Europe/Warsaw', offsetMinutes: () => 120 })).toBe(
      '1 lip 2026, 11:07 UTC+2',
    );
  });

  it('says a time ahead with the language’s plural', () => {
    expect(formatRelative('pl', 1, 'day')).toBe('za 1 dzień');
    expect(formatRelative('pl', 3, 'day')).toBe('za 3 dni');
    expect(formatRelative('cs', 3, 'day')).toBe('za 3 dny');
    expect(formatRelative('cs', 18, 'day')).toBe('za 18 dní');
    expect(formatRelative('hu', 5, 'hour')).toBe('5 óra múlva');
  });

  it('falls back to its own format for a time zone Intl does not know', () => {
    expect(formatDate('pl', AT, 'Mars/Olympus')).toMatch(/^2026-12-0[45]$/);
  });
});

describe('with an Intl that lacks the language', () => {
  afterEach(() => jest.restoreAllMocks());

  it('writes ISO dates and the caller’s words', () => {
    jest.isolateModules(() => {
      jest.spyOn(Intl.DateTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
      jest.spyOn(Intl.RelativeTimeFormat, 'supportedLocalesOf').mockReturnValue([]);
      const dates: typeof import('../../src/shared/i18n/dates') = require('../../src/shared/i18n/dates');
      const local = new Date(AT);
      const day = `${local.getFullYear()}-12-${String(local.getDate()).padStart(2, '0')}`;
      expect(dates.formatDate('pl', AT, 'UTC')).toBe(day);
      // The zone's own offset, not the runtime's: the same text on any machine.
      expect(dates.formatZonedDateTime('pl', AT, WARSAW)).toBe('2026-12-05 10:07 UTC+1');
      expect(dates.formatZonedTime('pl', AT, WARSAW)).toBe('10:07 UTC+1');
      expect(dates.formatRelative('pl', 5, 'day', (n) => `za ${n} dni`)).toBe('za 5 dni');
      expect(dates.formatRelative('pl', 1, 'hour')).toBe('in 1 hour');
      expect(dates.formatRelative('pl', 5, 'day')).toBe('in 5 days');
    });
  });

  it('writes numbers in plain digits rather than in another language’s grouping', () => {
    jest.isolateModules(() => {
      jest.spyOn(Intl.NumberFormat, 'supportedLocalesOf').mockReturnValue([]);
      const format: typeof import('../../src/shared/i18n/format') = require('../../src/shared/i18n/format');
      expect(format.formatNumber('pl', 12345.5)).toBe('12345.5');
    });
  });
});

describe('without Intl', () => {
  const intl = globalThis.Intl;
  afterEach(() => {
    globalThis.Intl = intl;
  });

  it('writes ISO dates, and quota resets from the catalogue with the language’s own plural rules', () => {
    jest.isolateModules(() => {
      // @ts-expect-error: a runtime without Intl
      globalThis.Intl = undefined;
      const dates: typeof import('../../src/shared/i18n/dates') = require('../../src/shared/i18n/dates');
      const wording: typeof import('../../src/shared/quota-wording') = require('../../src/shared/quota-wording');
      expect(dates.formatDate('en', AT)).toMatch(/^2026-12-0[45]$/);
      expect(wording.resetText(5 * 24, wording.quotaVoice('pl'))).toBe('Odnowienie za 5 dni');
      expect(wording.resetText(22, wording.quotaVoice('pl'))).toBe('Odnowienie za 22 godziny');
      expect(wording.resetText(25, wording.quotaVoice('pl'))).toBe('Odnowienie za 25 godzin');
      expect(wording.resetText(1, wording.quotaVoice('pl'))).toBe('Odnowienie za 1 godzinę');
      expect(wording.resetText(3 * 24, wording.quotaVoice('cs'))).toBe('Obnoví se za 3 dny');
      expect(wording.resetText(18 * 24, wording.quotaVoice('cs'))).toBe('Obnoví se za 18 dní');
      expect(
        wording.meter(
          {
            key: 'tools_daily_limit',
            kind: 'consumable',
            limit: 12000,
            unlimited: false,
            used: 3,
            hoursToReset: 2,
          },
          wording.quotaVoice('pl'),
        ).amount,
      ).toBe('Wykorzystano 3 z 12000');
    });
  });
});

describe('sizes', () => {
  const bytes = (language: Language) => (count: number) =>
    fill(language, catalogues[language]['sidebar.settings.bytes'], { count });

  it('use the reader’s decimal separator', () => {
    expect(formatSize('en', 95_437, bytes('en'))).toBe('93.2 kB');
    expect(formatSize('pl', 95_437, bytes('pl'))).toBe('93,2 kB');
    expect(formatSize('cs', 3 * 1024 * 1024 + 200_000, bytes('cs'))).toMatch(/^3,2 MB$/);
  });

  it('say a size under a kilobyte in words, with the plural the number takes', () => {
    expect([1, 341].map(bytes('en'))).toEqual(['1 byte', '341 bytes']);
    expect(formatSize('en', 341, bytes('en'))).toBe('341 bytes');
    expect([1, 342, 341, 1.5].map(bytes('pl'))).toEqual(['1 bajt', '342 bajty', '341 bajtów', '1,5 bajta']);
    expect([1, 3, 5].map(bytes('cs'))).toEqual(['1 bajt', '3 bajty', '5 bajtů']);
  });
});
