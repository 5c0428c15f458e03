/** Demo accounts and the plans behind them. */
export const COUNTERS = [
  'visibility_analysis_queries_per_day',
  'keywords_analysis_queries_per_day',
  'backlinks_queries',
  'tools_daily_limit',
  'serp_analysis_daily_limit',
  'monitoring_daily_keywords_refreshes',
] as const;
export type Counter = (typeof COUNTERS)[number];

export const ROW_LIMIT_KEYS = [
  'visibility_analysis_rows_per_report',
  'keywords_analysis_rows_per_report',
  'monitoring_rows_per_report',
  'serp_analysis_rows_per_report',
] as const;
export type RowLimitKey = (typeof ROW_LIMIT_KEYS)[number];

export interface Plan {
  /** The reference's `product_id`/`plan_id` of the plan. */
  productId: number;
  counters: Record<Counter, number>;
  monitoredKeywords: number;
  projects: number;
  rowsPerReport: number;
  dataValidFrom: string;
}

const PRIME: Plan = {
  productId: 3,
  counters: {
    visibility_analysis_queries_per_day: 30000,
    keywords_analysis_queries_per_day: 30000,
    backlinks_queries: 30000,
    tools_daily_limit: 3000,
    serp_analysis_daily_limit: 6000,
    monitoring_daily_keywords_refreshes: -1,
  },
  monitoredKeywords: 5000,
  projects: 50,
  rowsPerReport: 150000,
  dataValidFrom: '2015-01-01',
};

const LITE: Plan = {
  productId: 1,
  counters: {
    visibility_analysis_queries_per_day: 100,
    keywords_analysis_queries_per_day: 50,
    backlinks_queries: 100,
    tools_daily_limit: 10,
    serp_analysis_daily_limit: 0,
    monitoring_daily_keywords_refreshes: 50,
  },
  monitoredKeywords: 150,
  projects: 5,
  rowsPerReport: 500,
  dataValidFrom: '2023-01-01',
};

export interface Account {
  id: number;
  email: string;
  password: string;
  /** null: no active plan. */
  plan: Plan | null;
  /**
   * `api`: plan with REST access; `no_plan`: only getLimits answers; `tool_server_only`: the
   * cheaper add-on that grants no REST call at all.
   */
  access: 'api' | 'no_plan' | 'tool_server_only';
  serpAddon: boolean;
  confirmed: boolean;
  /** Days between the package start and the clock's origin. */
  packageAgeDays: number;
  /**
   * 1: administrator, which skips the ownership part of the resource checks on reads (an existing
   * project or group of any account); 2: an ordinary user.
   */
  roleId: 1 | 2;
  /** The account's language, as the token response gives it (`pl-PL`). */
  lang: string;
}

/** Administrators read existing monitoring resources of any account (README, "Administrator"). */
export const isAdministrator = (account: Account): boolean => account.roleId === 1;

const DEMO: Account = {
  id: 1001,
  email: 'demo@example.com',
  password: 'demo',
  plan: PRIME,
  access: 'api',
  serpAddon: true,
  confirmed: true,
  packageAgeDays: 12,
  roleId: 2,
  lang: 'en-GB',
};

export const ACCOUNTS: readonly Account[] = [
  DEMO,
  {
    id: 1002,
    email: 'lite@example.com',
    password: 'lite',
    plan: LITE,
    access: 'api',
    serpAddon: false,
    confirmed: true,
    packageAgeDays: 25,
    roleId: 2,
    lang: 'en-GB',
  },
  {
    id: 1003,
    email: 'noplan@example.com',
    password: 'noplan',
    plan: null,
    access: 'no_plan',
    serpAddon: false,
    confirmed: true,
    packageAgeDays: 0,
    roleId: 2,
    lang: 'en-GB',
  },
  {
    id: 1004,
    email: 'mcp@example.com',
    password: 'mcp',
    plan: LITE,
    access: 'tool_server_only',
    serpAddon: false,
    confirmed: true,
    packageAgeDays: 5,
    roleId: 2,
    lang: 'en-GB',
  },
  {
    id: 1005,
    email: 'unconfirmed@example.com',
    password: 'unconfirmed',
    plan: LITE,
    access: 'api',
    serpAddon: false,
    confirmed: false,
    packageAgeDays: 1,
    roleId: 2,
    lang: 'en-GB',
  },
  {
    id: 1006,
    email: 'admin@example.com',
    password: 'admin',
    plan: PRIME,
    access: 'api',
    serpAddon: true,
    confirmed: true,
    packageAgeDays: 3,
    roleId: 1,
    lang: 'en-GB',
  },
  {
    // The demo account's plan, bought for the tool server only: everything the tools offer, no REST.
    ...DEMO,
    id: 1007,
    email: 'tools@example.com',
    password: 'tools',
    access: 'tool_server_only',
  },
  ...languageDemos(),
];

/**
 * The demo account once per market language (`demo-pl@example.com` / `demo`…), so the playground shows the
 * add-on following the account's language. They own no monitoring projects.
 */
function languageDemos(): Account[] {
  const langs = ['pl-PL', 'cs-CZ', 'sk-SK', 'hu-HU', 'ro-RO', 'nl-NL', 'da-DK', 'sv-SE'];
  return langs.map((lang, i) => ({
    ...DEMO,
    id: 1011 + i,
    email: `demo-${lang.slice(0, 2)}@example.com`,
    lang,
  }));
}

export function accountById(id: number): Account | undefined {
  return ACCOUNTS.find((a) => a.id === id);
}

export function accountByEmail(email: string): Account | undefined {
  return ACCOUNTS.find((a) => a.email === email.trim().toLowerCase());
}

/** The plan's row cap for a module's reports (0 without a plan). */
export function rowCap(account: Account): number {
  return account.plan?.rowsPerReport ?? 0;
}
