/** A late run's story in words: pure, over a fixed zone (Warsaw, UTC+1 in November). */
import { recoveredSaid } from '../../src/reports/recovered';
import { messageCatalogues } from '../../src/shared/i18n/areas';
import type { Language } from '../../src/shared/i18n/languages';
import { renderWith } from '../../src/shared/i18n/said';
import type { Recovered } from '../../src/reports/schedule';

const HOUR = 3_600_000;
const WARSAW = { id: 'Europe/Warsaw', offsetMinutes: () => 60 };
const DUE = Date.parse('2026-11-20T05:00:00Z'); // 06:00 in Warsaw

const told = (recovered: Recovered, ranAt: number, language: Language = 'en') =>
  renderWith(
    (key) => messageCatalogues[language][key],
    language,
    recoveredSaid(recovered, ranAt, language, WARSAW),
  );

describe('a run that got through after failed tries', () => {
  it('says when it ran, how late, when it was due, and the tries that met the same thing together', () => {
    const tries = [
      { at: DUE, status: 503, code: 'SERVICE_UNAVAILABLE' },
      { at: DUE + HOUR, status: 503, code: 'SERVICE_UNAVAILABLE' },
    ];
    expect(told({ dueAt: DUE, tries }, DUE + 3 * HOUR)).toBe(
      'Ran 9:00 AM UTC+1, 3 h late (due 6:00 AM UTC+1), after 2 failed tries: the service failed at 6:00 AM UTC+1 and 7:00 AM UTC+1 (HTTP 503).',
    );
  });

  it('tries that met different things are said each with its own', () => {
    const tries = [
      { at: DUE + 10 * 60_000, code: 'CONNECTION_CUT' },
      { at: DUE + HOUR, status: 504, code: 'GATEWAY_TIMEOUT' },
      { at: DUE + 2 * HOUR, status: 504, code: 'GATEWAY_TIMEOUT' },
      { at: DUE + 3 * HOUR, status: 504, code: 'GATEWAY_TIMEOUT' },
    ];
    expect(told({ dueAt: DUE, tries }, DUE + 4 * HOUR + 20 * 60_000)).toBe(
      'Ran 10:20 AM UTC+1, 4 h late (due 6:00 AM UTC+1), after 4 failed tries: the service failed at 6:10 AM UTC+1 (connection cut); 7:00 AM UTC+1, 8:00 AM UTC+1 and 9:00 AM UTC+1 (HTTP 504).',
    );
  });

  it('dates its times when the story spans days, and counts a long wait in days', () => {
    const tries = [{ at: DUE, status: 500 }];
    expect(told({ dueAt: DUE, tries }, DUE + 3 * 24 * HOUR)).toMatch(
      /^Ran Nov 23, 2026, 6:00\sAM UTC\+1, 3 days late \(due Nov 20, 2026, 6:00\sAM UTC\+1\), after 1 failed try: the service failed at Nov 20, 2026, 6:00\sAM UTC\+1 \(HTTP 500\)\.$/,
    );
  });

  it('a retry within the hour is minutes late', () => {
    expect(told({ dueAt: DUE, tries: [{ at: DUE, code: 'NETWORK' }] }, DUE + 25 * 60_000)).toContain(
      ', 25 min late (due ',
    );
  });

  it('in the reader’s language, plurals and the list’s “and” included', () => {
    const tries = [
      { at: DUE, status: 503 },
      { at: DUE + HOUR, status: 503 },
    ];
    expect(told({ dueAt: DUE, tries }, DUE + 3 * HOUR, 'pl')).toBe(
      'Wykonano 9:00 UTC+1, 3 godz. po czasie (termin 6:00 UTC+1), po 2 nieudanych próbach: serwis zawiódł o 6:00 UTC+1 i 7:00 UTC+1 (HTTP 503).',
    );
  });
});
