/** Quota wording in the users' languages: plurals by each language's rules, and our fallbacks held to Intl. */
import { fill, ownPluralCategory } from '../../src/shared/i18n/format';
import { LANGUAGES } from '../../src/shared/i18n/languages';
import {
  costText,
  expiryText,
  meter,
  quotaVoice,
  resetText,
  usedUpSaid,
} from '../../src/shared/quota-wording';
import { messageCatalogues, quotaShared } from '../../src/shared/i18n/areas';
import { renderWith } from '../../src/shared/i18n/said';
import { sidebarVoice } from '../support/quota-voice';

const counter = { key: 'serp_analysis_daily_limit', kind: 'consumable', unlimited: false } as const;

describe('Polish and Czech plurals', () => {
  it('words resets with each form', () => {
    expect(resetText(1, quotaVoice('pl'))).toBe('Odnowienie za 1 godzinę');
    expect(resetText(3, quotaVoice('pl'))).toBe('Odnowienie za 3 godziny');
    expect(resetText(5, quotaVoice('pl'))).toBe('Odnowienie za 5 godzin');
    expect(resetText(22 * 24, quotaVoice('pl'))).toBe('Odnowienie za 22 dni');
    expect(resetText(0.5, quotaVoice('pl'))).toBe('Odnowienie za mniej niż godzinę');
    expect(resetText(2, quotaVoice('cs'))).toBe('Obnoví se za 2 hodiny');
    expect(resetText(5, quotaVoice('cs'))).toBe('Obnoví se za 5 hodin');
    expect(resetText(21 * 24, quotaVoice('cs'))).toBe('Obnoví se za 21 dní');
  });

  it('words costs with each form of "unit" and "left"', () => {
    const cost = { counter: 'visibility_analysis_queries_per_day', hoursToReset: 427 };
    expect(costText({ ...cost, units: 1, left: 5, limit: 10 }, quotaVoice('pl')).text).toBe(
      'Koszt: 1 jednostka (Analiza widoczności) (zostało 5 z 10, odnowienie za 18 dni).',
    );
    expect(costText({ ...cost, units: 3, left: 22, limit: 100 }, quotaVoice('pl')).text).toBe(
      'Koszt: 3 jednostki (Analiza widoczności) (zostały 22 z 100, odnowienie za 18 dni).',
    );
    expect(costText({ ...cost, units: 12, left: 1 }, quotaVoice('pl'))).toEqual({
      text: 'Potrzeba: 12 jednostek (Analiza widoczności), a została 1. Odnowienie za 18 dni.',
      affordable: false,
    });
    expect(costText({ ...cost, units: 2, left: 100 }, quotaVoice('cs'), 'upTo').text).toBe(
      'Nejvýše 2 jednotky (Analýza viditelnosti) (zbývá 100, obnoví se za 18 dní).',
    );
    expect(costText({ ...cost, units: 5, left: 3 }, quotaVoice('cs')).text).toBe(
      'Potřeba: 5 jednotek (Analýza viditelnosti), ale zbývají 3. Obnoví se za 18 dní.',
    );
  });

  it('words meters, expiry and used-up counters', () => {
    expect(meter({ ...counter, limit: 1500, used: 12, hoursToReset: 30 }, quotaVoice('pl'))).toMatchObject({
      label: 'Analiza SERP',
      amount: 'Wykorzystano 12 z 1500',
      reset: 'Odnowienie za 30 godzin',
    });
    expect(meter({ ...counter, limit: 15000, used: 2, hoursToReset: 30 }, quotaVoice('pl')).amount).toMatch(
      /^Wykorzystano 2 z 15\s000$/,
    );
    expect(expiryText(2, sidebarVoice('cs'), Date.UTC(2026, 10, 25, 12))).toEqual({
      text: 'Platnost tokenu vyprší za 2 dny (27. 11. 2026): brzy se přihlaste znovu',
      warn: true,
    });
    // The counter is a message too, so it is named in the reader's language, as the quota bars name it.
    expect(
      renderWith((key) => messageCatalogues.pl[key], 'pl', usedUpSaid('serp_analysis_daily_limit', 200, 5)),
    ).toBe('Limit konta „Analiza SERP” został wyczerpany (limit 200). Odnowi się za 5 godzin.');
  });
});

describe('our fallbacks agree with Intl', () => {
  const numbers = [...Array.from({ length: 231 }, (_, i) => i), 0.5, 1.5, 2.5, 10.1, 1001, 1102];

  it.each(LANGUAGES)('%s: our plural rules choose as Intl.PluralRules does', (language) => {
    const intl = new Intl.PluralRules(language);
    const wrong = numbers.filter((n) => ownPluralCategory(language, n) !== intl.select(n));
    expect(wrong).toEqual([]);
  });

  it.each(LANGUAGES)(
    '%s: the catalogue says "in N hours/days" as Intl.RelativeTimeFormat does',
    (language) => {
      const intl = new Intl.RelativeTimeFormat(language, { numeric: 'always' });
      const catalogue = quotaShared[language];
      const wrong = Array.from({ length: 60 }, (_, i) => i + 1).flatMap((n) =>
        (['hour', 'day'] as const)
          .map((unit) => [
            fill(language, catalogue[unit === 'hour' ? 'in.hours' : 'in.days'], { count: n }),
            intl.format(n, unit),
          ])
          .filter(([ours, theirs]) => ours !== theirs),
      );
      expect(wrong).toEqual([]);
    },
  );
});
