/**
 * What a report's rows offer the alert rules, as the family that defines the report declares it (its
 * `alerts` in reports/definition.ts): what a row is about, and the column each figure a rule compares is
 * read from. The engine knows no family: a rule fits a report whose rows carry what it compares.
 */

/** The figures a rule compares, and the columns of a table they are read from. */
export interface Offer {
  /** What a row is about: a phrase (positions, AI Overviews) or a domain (statistics, competitors). */
  readonly subject: 'phrase' | 'domain';
  /** The column that names it. */
  readonly key: string;
  readonly position?: string;
  readonly url?: string;
  readonly searches?: string;
  readonly visibility?: string;
  /** Whether the domain is cited in the phrase's AI Overview. */
  readonly cited?: string;
  /**
   * The asked domain's own figures ride beside the table, in the run's `aside` under these columns (the
   * competitors' table leaves its own row out): what a competitor overtakes.
   */
  readonly own?: true;
}

export const RULE_KINDS = ['top', 'move', 'visibility', 'competitor', 'aio', 'cannibalization'] as const;
export type RuleKind = (typeof RULE_KINDS)[number];

const FITS: Readonly<Record<RuleKind, (offer: Offer) => boolean>> = {
  top: (o) => o.subject === 'phrase' && o.position !== undefined,
  move: (o) => o.subject === 'phrase' && o.position !== undefined,
  visibility: (o) => o.subject === 'domain' && o.visibility !== undefined,
  competitor: (o) => o.own === true && o.visibility !== undefined,
  aio: (o) => o.subject === 'phrase' && o.cited !== undefined,
  cannibalization: (o) => o.subject === 'phrase' && o.url !== undefined,
};

/** The rules a report's rows can be watched by; none for a report that declares no offer. */
export const fitting = (offer: Offer | undefined): RuleKind[] =>
  offer ? RULE_KINDS.filter((kind) => FITS[kind](offer)) : [];
