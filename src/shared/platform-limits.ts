/**
 * Google's ceilings the add-on keeps inside of, and where it starts warning. Read by the server (the
 * counts, the hours' plan, report notes) and the sidebar (the Account view's warnings).
 */

/** UrlFetch calls a day, per user: a consumer account's, and a Google Workspace account's. */
export const FETCH_CEILING = { consumer: 20_000, workspace: 100_000 } as const;
/** Trigger run time a day, per user. */
export const TRIGGER_CEILING_MS = { consumer: 90 * 60_000, workspace: 6 * 3_600_000 } as const;
/** Cells in a spreadsheet, counted over every sheet's grid, empty cells included. */
export const CELL_CEILING = 10_000_000;

/** The sidebar warns when the day's calls reach this share of a consumer account's ceiling. */
export const FETCH_WARN_SHARE = 0.8;
/**
 * The sidebar and report notes warn when a document's cells reach this share: 3 million cells before the
 * ceiling is more than a month of daily 5,000-row snapshots of 15 columns, time enough to act.
 */
export const CELL_WARN_SHARE = 0.7;

/**
 * History sheets keep this many snapshots whole, older ones one row a month (reports/retention.ts): a
 * month of daily runs, 30 weeks of weekly ones, at full detail.
 */
export const HISTORY_KEEP = { default: 30, max: 1_000 } as const;

/** A share as a whole percentage for messages (`{percent}`), never 100 before the ceiling itself. */
export const percentOf = (used: number, ceiling: number): number =>
  used >= ceiling ? Math.round((used / ceiling) * 100) : Math.min(99, Math.round((used / ceiling) * 100));
