/**
 * `datasets.insert`, `get`, `list`, `patch`, `update`, `delete`: a dataset lives in one location, chosen when
 * it is made.
 */
import { requirePermission } from './access';
import { API_ROOT, type Answer, type Call, etag, objectAt, ok } from './call';
import { fail } from './errors';
import { SANDBOX_EXPIRATION_MS, type Dataset, type Project } from './state';

const DATASET_ID = /^[A-Za-z0-9_]{1,1024}$/;
const MULTI_REGIONS = new Set(['US', 'EU']);

/** `EU`, `us` → `EU`, `US`; a region in lower case (`europe-west1`). */
export function normalLocation(location: unknown): string {
  const text = String(location ?? 'US').trim();
  if (!/^[A-Za-z]+(?:-[A-Za-z]+\d*)*$/.test(text)) throw fail.invalid(`Invalid value for location: ${text}`);
  return MULTI_REGIONS.has(text.toUpperCase()) ? text.toUpperCase() : text.toLowerCase();
}

export function requireDataset(call: Call, datasetId: string): Dataset {
  const dataset = call.state.dataset(call.project.projectId, datasetId);
  if (!dataset) throw fail.notFound(`Dataset ${call.project.projectId}:${datasetId}`);
  return dataset;
}

export function datasetResource(d: Dataset): Record<string, unknown> {
  const id = `${d.projectId}:${d.datasetId}`;
  return {
    kind: 'bigquery#dataset',
    etag: etag(id, d.lastModifiedTime),
    id,
    selfLink: `${API_ROOT}/projects/${d.projectId}/datasets/${d.datasetId}`,
    datasetReference: { datasetId: d.datasetId, projectId: d.projectId },
    ...(d.description !== undefined ? { description: d.description } : {}),
    ...(d.defaultTableExpirationMs !== undefined
      ? { defaultTableExpirationMs: String(d.defaultTableExpirationMs) }
      : {}),
    ...(d.defaultPartitionExpirationMs !== undefined
      ? { defaultPartitionExpirationMs: String(d.defaultPartitionExpirationMs) }
      : {}),
    creationTime: String(d.creationTime),
    lastModifiedTime: String(d.lastModifiedTime),
    location: d.location,
    type: 'DEFAULT',
  };
}

export async function insertDataset(call: Call): Promise<Answer> {
  const { project, body, now } = call;
  const reference = objectAt(body, 'datasetReference');
  const datasetId = String(reference.datasetId ?? '');
  if (reference.projectId !== undefined && reference.projectId !== project.projectId)
    throw fail.invalid('The project in the dataset reference must match the project of the request.');
  if (!DATASET_ID.test(datasetId))
    throw fail.invalid(
      `Invalid dataset ID "${datasetId}". Dataset IDs must be alphanumeric (plus underscores) and must be at most 1024 characters long.`,
    );
  requirePermission(project, 'bigquery.datasets.create', { kind: 'project' });
  if (call.state.dataset(project.projectId, datasetId))
    throw fail.duplicate(`Dataset ${project.projectId}:${datasetId}`);
  const dataset: Dataset = {
    projectId: project.projectId,
    datasetId,
    location: normalLocation(body.location),
    creationTime: now,
    lastModifiedTime: now,
    ...(typeof body.description === 'string' ? { description: body.description } : {}),
    defaultTableExpirationMs: expiration(project, body, 'defaultTableExpirationMs'),
    defaultPartitionExpirationMs: expiration(project, body, 'defaultPartitionExpirationMs'),
  };
  await call.state.saveDataset(dataset);
  return ok(datasetResource(dataset));
}

/** A default expiration a request asks for (null or absent: none); the sandbox caps it at 60 days. */
function expiration(project: Project, body: Record<string, unknown>, key: string): number | undefined {
  const asked = body[key] == null ? undefined : Number(body[key]);
  if (asked !== undefined && !(asked > 0))
    throw fail.invalid(`Invalid value for ${key}: ${String(body[key])}`);
  return project.billing ? asked : Math.min(asked ?? SANDBOX_EXPIRATION_MS, SANDBOX_EXPIRATION_MS);
}

/**
 * `datasets.patch` changes the fields the request names; `datasets.update` replaces them all, so a field it
 * leaves out is cleared. A dataset's location never changes.
 */
export function changeDataset(replace: boolean) {
  return async (call: Call): Promise<Answer> => {
    const { project, body } = call;
    const dataset = requireDataset(call, call.params.datasetId);
    requirePermission(project, 'bigquery.datasets.update', { kind: 'dataset', datasetId: dataset.datasetId });
    if (body.location != null && normalLocation(body.location) !== dataset.location)
      throw fail.invalid(
        `Cannot change the location of dataset ${project.projectId}:${dataset.datasetId} from ${dataset.location}.`,
      );
    const names = (key: string) => replace || key in body;
    const changed: Dataset = {
      ...dataset,
      lastModifiedTime: call.now,
      ...(names('description')
        ? { description: typeof body.description === 'string' ? body.description : undefined }
        : {}),
      ...(names('defaultTableExpirationMs')
        ? { defaultTableExpirationMs: expiration(project, body, 'defaultTableExpirationMs') }
        : {}),
      ...(names('defaultPartitionExpirationMs')
        ? { defaultPartitionExpirationMs: expiration(project, body, 'defaultPartitionExpirationMs') }
        : {}),
    };
    await call.state.saveDataset(changed);
    return ok(datasetResource(changed));
  };
}

export async function getDataset(call: Call): Promise<Answer> {
  requirePermission(call.project, 'bigquery.datasets.get', {
    kind: 'dataset',
    datasetId: call.params.datasetId,
  });
  return ok(datasetResource(requireDataset(call, call.params.datasetId)));
}

export async function listDatasets(call: Call): Promise<Answer> {
  const datasets = [...call.state.datasets.values()]
    .filter((d) => d.projectId === call.project.projectId)
    .sort((a, b) => (a.datasetId < b.datasetId ? -1 : 1))
    .map((d) => ({
      kind: 'bigquery#dataset',
      id: `${d.projectId}:${d.datasetId}`,
      datasetReference: { datasetId: d.datasetId, projectId: d.projectId },
      location: d.location,
    }));
  return ok({
    kind: 'bigquery#datasetList',
    etag: etag(call.project.projectId, datasets.length),
    ...(datasets.length ? { datasets } : {}),
  });
}

export async function deleteDataset(call: Call): Promise<Answer> {
  const dataset = requireDataset(call, call.params.datasetId);
  requirePermission(call.project, 'bigquery.datasets.delete', {
    kind: 'dataset',
    datasetId: dataset.datasetId,
  });
  const tables = call.state.tablesOf(dataset.projectId, dataset.datasetId);
  if (tables.length && call.query.get('deleteContents') !== 'true')
    throw fail.resourceInUse(`Dataset ${dataset.projectId}:${dataset.datasetId} is still in use`);
  for (const table of tables) await call.state.dropTable(table);
  await call.state.deleteDataset(dataset);
  return { status: 204 };
}
