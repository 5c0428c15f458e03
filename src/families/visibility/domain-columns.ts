/**
 * SEO_VISIBILITY's columns: which figures a table shows (the `columns` argument), what those need of the
 * way they are fetched (a figure only the dashboard or only the URLs tool gives), and the closing note that
 * says why figures the URLs tool does not give are blank.
 */
import { BULK_FIGURES, PER_DOMAIN_FIGURES, type WayNeeds } from './domain-way';
import type { DomainFigures } from './domain-figures';
import { columnLabels } from '../../shared/columns';
import type { Language } from '../../shared/i18n/languages';
import { type Said, said } from '../../shared/i18n/said';
import { type Arg, ArgumentError, toList } from '../../functions/args';
import { DOMAIN_METRICS } from './spec';
import type { WaySetting } from '../../document-settings';

/** Every figure a `columns` argument may name. */
const FIGURES: readonly string[] = [...DOMAIN_METRICS, 'category', 'category_rank', ...BULK_FIGURES];

/**
 * The figures `columns` names, in its order: keys or header labels (the document's language or English),
 * any letter case, in cells or separated by commas or semicolons; null when it names none (every figure).
 * The domain column always comes first, so naming it changes nothing.
 */
export function columnsArg(value: Arg, language: Language): string[] | null {
  const byName = new Map<string, string>();
  const labels = (of: Language) => columnLabels(FIGURES, of);
  for (const names of [FIGURES, labels('en'), labels(language)])
    names.forEach((name, i) => {
      byName.set(name.toLowerCase(), FIGURES[i]);
    });
  const asked = toList(value, 'columns')
    .flatMap((item) => (item.kind === 'text' ? item.text.split(/[,;]/) : []))
    .map((name) => name.trim())
    .filter((name) => name && name.toLowerCase() !== 'domain');
  const keys = asked.map((name) => {
    const key = byName.get(name.toLowerCase());
    if (!key)
      throw new ArgumentError(
        said('arg.choice', { name: 'columns', choices: FIGURES.join(', '), got: name }),
      );
    return key;
  });
  return keys.length ? [...new Set(keys)] : null;
}

/** What the asked columns need of the way: a figure only one of them gives, the dashboard's first. */
export function needsOf(columns: readonly string[] | null): WayNeeds {
  if (columns?.some((c) => PER_DOMAIN_FIGURES.includes(c))) return 'perDomain';
  if (columns?.some((c) => BULK_FIGURES.includes(c))) return 'bulk';
  return 'either';
}

/**
 * Whether a cached domain's figures answer the table: a run of the URLs tool lacks what only the dashboard
 * gives, so a table asking for that (by its columns, or by Settings forcing a request per domain) fetches
 * the domain again, unless Settings asks for runs anyway or the mode is one the dashboard does not read
 * (`dashboard` false: single URLs, which only the URLs tool reads).
 */
export function answers(
  needs: WayNeeds,
  setting: WaySetting,
  dashboard = true,
): (figures: DomainFigures) => boolean {
  const perDomain = dashboard && (setting === 'perDomain' || (needs === 'perDomain' && setting !== 'bulk'));
  return (figures) => !perDomain || figures.via !== 'bulk';
}

/**
 * Why the dashboard-only columns a table shows are blank for its domains from the URLs tool, if any are:
 * how to have them, or (`dashboard` false) that the mode is one only the URLs tool reads.
 */
export function bulkNote(
  shown: readonly string[],
  figures: readonly DomainFigures[],
  setting: WaySetting,
  dashboard = true,
): Said | undefined {
  if (!shown.some((c) => PER_DOMAIN_FIGURES.includes(c))) return undefined;
  const count = figures.filter((f) => f.via === 'bulk').length;
  if (!count) return undefined;
  const how = said(
    !dashboard ? 'note.bulkBlankUrl' : setting === 'bulk' ? 'note.bulkBlankSetting' : 'note.bulkBlankColumns',
  );
  return said('note.bulkBlank', { count, how });
}
