import { quotaModel } from '../../src/api/quota';
import {
  counterLabel,
  expiryText,
  meter,
  quotaRows,
  quotaVoice,
  resetText,
} from '../../src/shared/quota-wording';
import { sidebarVoice } from '../support/quota-voice';

const en = quotaVoice('en');

const limits = {
  visibility_analysis_queries_per_day: { limit: 400, usage: 12, extra_limit: 0, hours_to_reset: 530 },
  serp_analysis_daily_limit: { limit: 200, usage: 195, extra_limit: 0, hours_to_reset: 5.4 },
  tools_daily_limit: { limit: 50, usage: 50, extra_limit: 0, hours_to_reset: 0.5 },
  monitoring_daily_keywords_refreshes: { limit: -1, usage: 7, extra_limit: 0, hours_to_reset: 20 },
  keywords_analysis_queries_per_day: { limit: 200, usage: 0, extra_limit: 100, hours_to_reset: 24 },
  visibility_analysis_rows_per_report: { limit: 20000, usage: null, extra_limit: 0, hours_to_reset: null },
};
const counters = quotaModel(limits, 0).counters;
const byKey = (key: string) => counters.find((c) => c.key === key)!;

describe('account wording', () => {
  it('shows used / limit, counting extra units in the limit', () => {
    expect(meter(byKey('visibility_analysis_queries_per_day'), en)).toMatchObject({
      label: 'Visibility analysis',
      amount: '12 / 400 used',
      value: 12,
      max: 400,
      level: 'ok',
    });
    expect(meter(byKey('keywords_analysis_queries_per_day'), en).amount).toBe('0 / 300 used');
  });

  it('says "unlimited" for -1 and draws no bar', () => {
    expect(meter(byKey('monitoring_daily_keywords_refreshes'), en)).toMatchObject({
      amount: 'Unlimited (7 used)',
      value: null,
      max: null,
    });
  });

  it('marks counters near or at the end', () => {
    expect(meter(byKey('serp_analysis_daily_limit'), en).level).toBe('low');
    expect(meter(byKey('tools_daily_limit'), en).level).toBe('out');
  });

  it('words the reset from hours_to_reset, never from midnight', () => {
    expect(meter(byKey('serp_analysis_daily_limit'), en).reset).toBe('Resets in 5 hours');
    expect(meter(byKey('tools_daily_limit'), en).reset).toBe('Resets in less than an hour');
    expect(meter(byKey('visibility_analysis_queries_per_day'), en).reset).toBe('Resets in 22 days');
    expect(resetText(1, en)).toBe('Resets in 1 hour');
    expect(resetText(48, en)).toBe('Resets in 48 hours');
    expect(resetText(null, en)).toBeNull();
  });

  it('lists rows-per-report limits apart from the bars', () => {
    const { meters, rowLimits } = quotaRows(counters, en);
    expect(meters.map((m) => m.label)).not.toContain('Visibility analysis rows per report');
    expect(meters).toHaveLength(5);
    expect(rowLimits).toEqual([['Visibility analysis', '20,000']]);
  });

  it('names unknown counters readably', () => {
    expect(counterLabel('ai_overviews_queries', en)).toBe('Ai overviews queries');
    expect(counterLabel('keywords_analysis_rows_per_report', en)).toBe('Keyword database');
  });

  it('names the rank tracker’s row limit (monitoring_rows_per_report) in the reader’s language', () => {
    expect(counterLabel('monitoring_rows_per_report', quotaVoice('hu'))).toBe('Monitorozás');
    expect(counterLabel('monitoring_rows_per_report', quotaVoice('sv'))).toBe('Bevakning');
  });

  it('warns about token expiry only in the last three days, and dates it', () => {
    const now = Date.UTC(2026, 10, 25, 12);
    expect(expiryText(12, sidebarVoice('en'), now)).toEqual({
      text: 'Token expires in 12 days (Dec 7, 2026)',
      warn: false,
    });
    expect(expiryText(3.5, sidebarVoice('en'), now).text).toMatch(
      /^Token expires in 4 days \(Nov 29, 2026\)$/,
    );
    expect(expiryText(3, sidebarVoice('en'), now)).toEqual({
      text: 'Token expires in 3 days (Nov 28, 2026): sign in again soon',
      warn: true,
    });
    expect(expiryText(0.2, sidebarVoice('en'), now)).toEqual({
      text: 'Token expires within a day: sign in again soon',
      warn: true,
    });
    expect(expiryText(0, sidebarVoice('en'), now)).toEqual({
      text: 'Token has expired: sign in again',
      warn: true,
    });
    expect(expiryText(12, sidebarVoice('pl'), now).text).toBe('Token wygaśnie za 12 dni (7 gru 2026)');
  });
});
