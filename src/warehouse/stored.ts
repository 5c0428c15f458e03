/**
 * What the document keeps of its warehouse (document properties, shared by every editor): its settings, what
 * Check last found and the last export. A project id is no secret; no token is kept.
 */
import type { PropertyStore } from '../platform/properties';
import type { Check } from './check';
import type { Exported } from './export';
import type { WarehouseSettings } from './settings';

const KEY = 'seoWarehouse';

export interface LastExport {
  readonly at: number;
  readonly sheet: string;
  readonly exported: Exported;
}

export interface Stored {
  readonly settings: WarehouseSettings | null;
  /** What the last Check found, and when. */
  readonly check?: Check;
  readonly lastExport?: LastExport;
}

export function readStored(props: Pick<PropertyStore, 'getProperty'>): Stored {
  try {
    const stored = JSON.parse(props.getProperty(KEY) ?? 'null') as Stored | null;
    return stored && typeof stored === 'object' ? stored : { settings: null };
  } catch {
    return { settings: null };
  }
}

export function writeStored(props: Pick<PropertyStore, 'setProperty'>, stored: Stored): void {
  props.setProperty(KEY, JSON.stringify(stored));
}
