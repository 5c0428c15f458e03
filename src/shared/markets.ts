/**
 * Market names as the add-on shows them everywhere (pickers, task cards, report notes). The service
 * names both Polish databases "Polska" (ids 1 and 200), so its names are not used for the markets the
 * spec lists: a person must tell the two databases apart.
 */
export interface Market {
  readonly id: number;
  readonly name: string;
}

export const MARKETS: readonly Market[] = [
  { id: 1, name: 'Poland (database 1.0)' },
  { id: 200, name: 'Poland (database 2.0)' },
  { id: 50, name: 'Czechia' },
  { id: 53, name: 'Denmark' },
  { id: 82, name: 'Hungary' },
  { id: 134, name: 'Netherlands' },
  { id: 153, name: 'Romania' },
  { id: 160, name: 'Sweden' },
  { id: 164, name: 'Slovakia' },
];

/** The market's name: ours for a known id, else the service's, else the bare id. */
export function marketName(id: number, serviceName?: string | null): string {
  return MARKETS.find((market) => market.id === id)?.name ?? serviceName ?? `Market ${id}`;
}
