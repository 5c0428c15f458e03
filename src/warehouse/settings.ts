/**
 * The document's warehouse: which Google Cloud project, dataset and location its reports' history goes to,
 * and the Search Console bulk export a view joins with positions, read from the sidebar's form.
 */
import { type Said, SaidError, said } from '../shared/i18n/said';

export interface WarehouseSettings {
  readonly projectId: string;
  readonly dataset: string;
  /** Where the dataset is: an existing dataset's own location wins over the one asked. */
  readonly location: string;
  /** The Search Console bulk export's dataset, `project.dataset`. */
  readonly searchConsole: string | null;
}

/** What the sidebar's form sends. */
export interface WarehouseInput {
  readonly projectId: string;
  readonly dataset?: string | null;
  readonly location?: string | null;
  readonly searchConsole?: string | null;
}

export const DEFAULT_DATASET = 'seo_sheets';
export const DEFAULT_LOCATION = 'EU';

/** Google's rules: 6–30 lower-case letters, digits and hyphens, a letter first (a domain-scoped one too). */
const PROJECT = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*:)?[a-z][a-z0-9-]{4,28}[a-z0-9]$/;
const DATASET = /^[A-Za-z0-9_]{1,1024}$/;
/** A multi-region (EU, US) or a region (`europe-west1`, `us-east4`, `me-central2`). */
const LOCATION = /^(?:eu|us|[a-z]+(?:-[a-z]+)+\d+)$/i;

function refused(message: Said): never {
  throw new SaidError(message);
}

/** The form's values as settings, or a refusal naming what is wrong before anything is sent. */
export function settingsOf(input: WarehouseInput): WarehouseSettings {
  const projectId = String(input.projectId ?? '').trim();
  if (!PROJECT.test(projectId)) refused(said('warehouse.badProject', { text: projectId.slice(0, 60) }));
  const dataset = String(input.dataset ?? '').trim() || DEFAULT_DATASET;
  if (!DATASET.test(dataset)) refused(said('warehouse.badDataset', { text: dataset.slice(0, 60) }));
  const asked = String(input.location ?? '').trim() || DEFAULT_LOCATION;
  if (!LOCATION.test(asked)) refused(said('warehouse.badLocation', { text: asked.slice(0, 60) }));
  const location = /^(eu|us)$/i.test(asked) ? asked.toUpperCase() : asked.toLowerCase();
  const console = String(input.searchConsole ?? '').trim();
  const [scProject, scDataset] = console.includes('.') ? console.split('.', 2) : [projectId, console];
  if (console && (!PROJECT.test(scProject) || !DATASET.test(scDataset)))
    refused(said('warehouse.badSearchConsole', { text: console.slice(0, 60) }));
  return { projectId, dataset, location, searchConsole: console ? `${scProject}.${scDataset}` : null };
}
