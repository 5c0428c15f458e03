/** "1 unit", "2 units": counts in messages read as a person would write them. */
export const plural = (n: number, unit: string): string => `${n} ${unit}${n === 1 ? '' : 's'}`;
