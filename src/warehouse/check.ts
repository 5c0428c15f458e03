/**
 * Check: whether the warehouse can be written, said in words. The dataset is read (or made, in the location
 * asked; an existing one keeps its own), a dry-run query shows whether jobs may run, a table that expires
 * within the hour whether tables may be made; each refusal names what to do (enable the API, the roles to
 * ask for). A project without billing is the BigQuery sandbox: its tables and days expire after 60 days,
 * and it takes no DML and no streaming, which the warehouse never uses, so it works there all the same.
 */
import { type Said, said, verbatim } from '../shared/i18n/said';
import type { BigQueryApi, Dataset } from '../platform/bigquery';
import { type BigQueryFailure, failureOf, isNotFound } from './failure';
import type { WarehouseSettings } from './settings';
import { tableOrNull } from './views';

export interface Check {
  readonly at: number;
  /** The warehouse can be written. */
  readonly ok: boolean;
  /** The dataset's location, when it was read or made. */
  readonly location: string | null;
  /** The project has no billing: the BigQuery sandbox. */
  readonly sandbox: boolean;
  /** What Check found, in order: the first one that stopped it last. */
  readonly findings: readonly Said[];
  /** Where to enable the BigQuery API, when it is off (a Cloud console page of the project). */
  readonly enableUrl?: string;
}

/** The sandbox's expiration of tables and partitions: 60 days, which a billed project's datasets do not get by default. */
const SANDBOX_MS = String(60 * 24 * 3_600_000);
const PROBE_MS = 3_600_000;

const detail = (failure: BigQueryFailure): Said => verbatim(failure.message);

/** Why a call was refused, in words that say what to do. */
function refusal(
  failure: BigQueryFailure,
  settings: WarehouseSettings,
  what: 'dataset' | 'jobs' | 'tables',
): Said {
  const { projectId: project, dataset } = settings;
  if (
    failure.reason === 'accessNotConfigured' ||
    /has not been used in project|is disabled/.test(failure.message)
  )
    return said('warehouse.apiOff', { project });
  if (failure.reason === 'billingNotEnabled')
    return said('warehouse.billing', { project, detail: detail(failure) });
  if (failure.status === 404 && what === 'dataset')
    return said('warehouse.noProject', { project, detail: detail(failure) });
  if (failure.status === 403 || failure.reason === 'accessDenied') {
    if (what === 'jobs') return said('warehouse.noJobs', { project, detail: detail(failure) });
    if (what === 'tables') return said('warehouse.noTables', { project, dataset, detail: detail(failure) });
    return said('warehouse.noDataset', { project, dataset, detail: detail(failure) });
  }
  return said('warehouse.failed', { detail: detail(failure) });
}

/** The dataset, made in `settings.location` when it is not there. */
function dataset(api: BigQueryApi, settings: WarehouseSettings): { found: Dataset; made: boolean } {
  const { projectId, dataset: datasetId, location } = settings;
  try {
    return { found: api.getDataset(projectId, datasetId), made: false };
  } catch (error) {
    if (!isNotFound(failureOf(error)) || /Project/.test(failureOf(error).message.split(':')[1] ?? ''))
      throw error;
  }
  const made = api.insertDataset(
    {
      datasetReference: { projectId, datasetId },
      location,
      description: 'Report history from SEO Sheets: a table a report, a view a kind of report.',
    },
    projectId,
  );
  return { found: made, made: true };
}

export function checkWarehouse(api: BigQueryApi, settings: WarehouseSettings, now: number): Check {
  const findings: Said[] = [];
  const stop = (
    failure: BigQueryFailure,
    what: 'dataset' | 'jobs' | 'tables',
    location: string | null,
  ): Check => {
    const finding = refusal(failure, settings, what);
    return {
      at: now,
      ok: false,
      location,
      sandbox: false,
      findings: [...findings, finding],
      ...(finding.key === 'warehouse.apiOff'
        ? {
            enableUrl: `https://console.cloud.google.com/apis/library/bigquery.googleapis.com?project=${settings.projectId}`,
          }
        : {}),
    };
  };
  let found: Dataset;
  try {
    const got = dataset(api, settings);
    found = got.found;
    if (got.made)
      findings.push(
        said('warehouse.datasetMade', { dataset: settings.dataset, location: settings.location }),
      );
  } catch (error) {
    return stop(failureOf(error), 'dataset', null);
  }
  const location = found.location ?? settings.location;
  if (location.toLowerCase() !== settings.location.toLowerCase())
    findings.push(
      said('warehouse.locationKept', { dataset: settings.dataset, location, asked: settings.location }),
    );
  const placed = { ...settings, location };
  try {
    api.query({ query: 'SELECT 1', useLegacySql: false, dryRun: true, location }, settings.projectId);
  } catch (error) {
    return stop(failureOf(error), 'jobs', location);
  }
  try {
    const probe = `seo_sheets_check_${now}`;
    api.insertTable(
      {
        tableReference: { projectId: settings.projectId, datasetId: settings.dataset, tableId: probe },
        schema: { fields: [{ name: 'checked', type: 'BOOL', mode: 'NULLABLE' }] },
        // Gone within the hour even where it may not be deleted.
        expirationTime: String(now + PROBE_MS),
      },
      settings.projectId,
      settings.dataset,
    );
    try {
      api.removeTable(settings.projectId, settings.dataset, probe);
    } catch {
      // It expires by itself.
    }
  } catch (error) {
    return stop(failureOf(error), 'tables', location);
  }
  const sandbox =
    found.defaultTableExpirationMs === SANDBOX_MS && found.defaultPartitionExpirationMs === SANDBOX_MS;
  if (sandbox) findings.push(said('warehouse.sandbox', { project: settings.projectId }));
  else if (found.defaultTableExpirationMs)
    findings.push(
      said('warehouse.expires', {
        dataset: settings.dataset,
        days: Math.round(Number(found.defaultTableExpirationMs) / 86_400_000),
      }),
    );
  const console = searchConsole(api, placed);
  if (console) findings.push(console);
  findings.push(
    said('warehouse.ready', { project: settings.projectId, dataset: settings.dataset, location }),
  );
  return { at: now, ok: true, location, sandbox, findings };
}

/** Whether the Search Console bulk export is where the user said, and in the warehouse's location. */
function searchConsole(api: BigQueryApi, settings: WarehouseSettings): Said | null {
  if (!settings.searchConsole) return null;
  const [project, dataset] = settings.searchConsole.split('.');
  try {
    const found = api.getDataset(project, dataset);
    if (found.location && found.location.toLowerCase() !== settings.location.toLowerCase())
      return said('warehouse.consoleElsewhere', {
        dataset: settings.searchConsole,
        location: found.location,
      });
    if (!tableOrNull(api, { ...settings, projectId: project, dataset }, 'searchdata_url_impression'))
      return said('warehouse.consoleEmpty', { dataset: settings.searchConsole });
    return said('warehouse.consoleFound', { dataset: settings.searchConsole });
  } catch (error) {
    return said('warehouse.consoleMissing', {
      dataset: settings.searchConsole,
      detail: detail(failureOf(error)),
    });
  }
}
