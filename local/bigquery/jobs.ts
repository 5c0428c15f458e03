/**
 * `jobs.insert` (a load job as a multipart upload, or a query job), `jobs.get`, `jobs.query` and
 * `jobs.getQueryResults`. A job id is the caller's: the same id again answers 409 duplicate, and
 * `jobs.get` finds the job afterwards. Jobs run to completion inside the request that makes them; the
 * insert answers RUNNING (as Google's does, before the job ends), every later read DONE, with
 * `status.errorResult` for a job that failed. A job outside the US and EU multi-regions is found only
 * when the request names its location.
 */
import { requirePermission } from './access';
import { API_ROOT, type Answer, type Call, etag, objectAt, ok } from './call';
import { normalLocation } from './datasets';
import { asBigQueryError, BigQueryError, fail } from './errors';
import { chargeLoadJob, type LoadSpec, readLoad, runLoad } from './load';
import { pageAsk, readPage } from './paging';
import { execute, plan, type QueryRequest, queryStatistics } from './query';
import { schemaResource } from './schema';
import type { Job, Project, State } from './state';

const JOB_ID = /^[A-Za-z0-9_-]{1,1024}$/;

export async function insertJob(call: Call): Promise<Answer> {
  const { state, project, now } = call;
  requirePermission(project, 'bigquery.jobs.create', { kind: 'project' });
  const resource = (call.upload?.metadata ?? call.body) as Record<string, unknown>;
  const reference = objectAt(resource, 'jobReference');
  const jobId = reference.jobId === undefined ? generatedJobId() : String(reference.jobId);
  if (!JOB_ID.test(jobId))
    throw fail.invalid(
      `Invalid job ID "${jobId}". Job IDs must be alphanumeric (plus underscores and dashes) and must be at most 1024 characters long.`,
    );
  const known = state.job(project.projectId, jobId);
  if (known) throw fail.duplicate(`Job ${project.projectId}:${known.location}.${jobId}`);
  const configuration = objectAt(resource, 'configuration');
  const load =
    configuration.load === undefined
      ? undefined
      : readLoad(project.projectId, objectAt(configuration, 'load'));
  const query = configuration.query === undefined ? undefined : objectAt(configuration, 'query');
  if (!load === !query)
    throw fail.invalid(
      `Job configuration must contain exactly one job-specific configuration object (e.g., query, load), but there were ${load ? 2 : 0}`,
    );
  if (load && !call.upload)
    throw fail.notSimulated(
      'A load job without an upload (send it to /upload/bigquery/v2 with uploadType=multipart)',
    );
  if (query && call.upload) throw fail.invalid('A query job takes no upload.');
  if (query?.destinationTable !== undefined)
    throw fail.notSimulated('A query job writing to a destinationTable');
  const requested = reference.location === undefined ? undefined : normalLocation(reference.location);
  const job: Job = {
    projectId: project.projectId,
    jobId,
    location:
      requested ??
      (load
        ? (state.dataset(load.destination.projectId, load.destination.datasetId)?.location ?? 'US')
        : 'US'),
    jobType: load ? 'LOAD' : 'QUERY',
    configuration: { ...configuration, jobType: load ? 'LOAD' : 'QUERY' },
    creationTime: now,
    startTime: now,
    endTime: now,
    statistics: {},
  };
  if (load) await runLoadJob(state, project, job, load, call.upload?.data ?? Buffer.alloc(0));
  else await runQueryJob(state, project, job, queryRequest(query ?? {}, requested));
  return ok(jobResource(job, 'RUNNING'));
}

async function runLoadJob(
  state: State,
  project: Project,
  job: Job,
  load: LoadSpec,
  data: Buffer,
): Promise<void> {
  try {
    const dataset = state.dataset(load.destination.projectId, load.destination.datasetId);
    if (dataset && dataset.location !== job.location)
      throw fail.notFound(
        `Dataset ${dataset.projectId}:${dataset.datasetId} was not found in location ${job.location}`,
      );
    await chargeLoadJob(state, project, load);
    const { statistics } = await runLoad(state, project, load, data);
    job.statistics = { load: statistics };
  } catch (error) {
    recordFailure(job, error);
  }
  job.endTime = state.now(project.projectId);
  await state.saveJob(job);
}

async function runQueryJob(state: State, project: Project, job: Job, request: QueryRequest): Promise<void> {
  try {
    const planned = await plan(state, project, request);
    job.location = planned.location;
    const outcome = await execute(state, project, planned);
    job.statistics = { totalBytesProcessed: String(planned.bytesProcessed), query: queryStatistics(outcome) };
    if (outcome.results) job.results = outcome.results;
  } catch (error) {
    recordFailure(job, error);
  }
  job.endTime = state.now(project.projectId);
  await state.saveJob(job);
}

/** A job's failure kept as Google keeps it: the first error as `errorResult`, all of them as `errors`. */
function recordFailure(job: Job, error: unknown): void {
  const failure = asBigQueryError(error);
  job.errorResult = failure.proto;
  job.errors = [failure.proto, ...failure.more];
}

export async function getJob(call: Call): Promise<Answer> {
  return ok(jobResource(findJob(call), 'DONE'));
}

/** `jobs.query`: a query job run now, its first page in the answer (its error as the answer's, if it failed). */
export async function queryJob(call: Call): Promise<Answer> {
  const { state, project, body } = call;
  requirePermission(project, 'bigquery.jobs.create', { kind: 'project' });
  const request = queryRequest(body, body.location === undefined ? undefined : normalLocation(body.location));
  if (body.dryRun === true) {
    const planned = await plan(state, project, request);
    return ok({
      kind: 'bigquery#queryResponse',
      ...(planned.fields.length ? { schema: schemaResource(planned.fields) } : {}),
      jobReference: { projectId: project.projectId, location: planned.location },
      totalBytesProcessed: String(planned.bytesProcessed),
      jobComplete: true,
      cacheHit: false,
    });
  }
  const now = call.now;
  const job: Job = {
    projectId: project.projectId,
    jobId: generatedJobId(),
    location: request.location ?? 'US',
    jobType: 'QUERY',
    configuration: { query: { ...request }, jobType: 'QUERY' },
    creationTime: now,
    startTime: now,
    endTime: now,
    statistics: {},
  };
  await runQueryJob(state, project, job, request);
  const fromBody = { get: (name: string) => (body[name] === undefined ? null : String(body[name])) };
  return queryAnswer(call, job, 'bigquery#queryResponse', pageAsk(fromBody, job.jobId));
}

export async function getQueryResults(call: Call): Promise<Answer> {
  const job = findJob(call);
  if (job.jobType !== 'QUERY')
    throw fail.invalid(`Job ${job.projectId}:${job.location}.${job.jobId} is not a query job.`);
  return queryAnswer(call, job, 'bigquery#getQueryResultsResponse', pageAsk(call.query, job.jobId));
}

/** A query job's answer: its schema and one page of its rows, every cell a string. */
async function queryAnswer(
  call: Call,
  job: Job,
  kind: string,
  ask: ReturnType<typeof pageAsk>,
): Promise<Answer> {
  if (job.errorResult) throw new BigQueryError(job.errorResult, (job.errors ?? []).slice(1));
  const statistics = objectAt(job.statistics, 'query');
  const common = {
    kind,
    etag: etag(job.jobId, ask.start),
    jobReference: { projectId: job.projectId, jobId: job.jobId, location: job.location },
    totalBytesProcessed: String(statistics.totalBytesProcessed ?? '0'),
    jobComplete: true,
    cacheHit: false,
  };
  if (statistics.numDmlAffectedRows !== undefined)
    return ok({ ...common, totalRows: '0', numDmlAffectedRows: statistics.numDmlAffectedRows });
  const results = job.results;
  if (!results)
    throw fail.notFound(
      `Table ${job.projectId}:_simulator_results.${job.jobId}: query results are kept for a day`,
    );
  const int64Timestamp =
    (call.query.get('formatOptions.useInt64Timestamp') ??
      String(objectAt(call.body, 'formatOptions').useInt64Timestamp)) === 'true';
  const page = await readPage(
    call.state.engine,
    { from: `"${results.physical}"`, columns: '*' },
    results.fields,
    results.totalRows,
    ask,
    job.jobId,
    { int64Timestamp },
  );
  return ok({
    ...common,
    schema: schemaResource(results.fields),
    totalRows: String(results.totalRows),
    ...(page.pageToken ? { pageToken: page.pageToken } : {}),
    ...(page.rows.length ? { rows: page.rows } : {}),
  });
}

function queryRequest(raw: Record<string, unknown>, location: string | undefined): QueryRequest {
  return {
    query: String(raw.query ?? ''),
    useLegacySql: raw.useLegacySql,
    parameterMode: raw.parameterMode,
    queryParameters: raw.queryParameters,
    defaultDataset: raw.defaultDataset as QueryRequest['defaultDataset'],
    ...(location ? { location } : {}),
  };
}

/**
 * The job a `jobs.get` or `getQueryResults` names. Without `location` only a job in the US or EU
 * multi-region is found; with one, only a job there.
 */
function findJob(call: Call): Job {
  const { project } = call;
  const jobId = call.params.jobId;
  const asked = call.query.get('location');
  const location = asked ? normalLocation(asked) : undefined;
  const job = call.state.job(project.projectId, jobId);
  const visible =
    job && (location ? job.location === location : job.location === 'US' || job.location === 'EU');
  if (!visible) throw fail.notFound(`Job ${project.projectId}:${location ? `${location}.` : ''}${jobId}`);
  return job;
}

function jobResource(job: Job, state: 'RUNNING' | 'DONE'): Record<string, unknown> {
  const id = `${job.projectId}:${job.location}.${job.jobId}`;
  const done = state === 'DONE';
  return {
    kind: 'bigquery#job',
    etag: etag(id, state),
    id,
    selfLink: `${API_ROOT}/projects/${job.projectId}/jobs/${job.jobId}?location=${job.location}`,
    user_email: 'user@example.com',
    configuration: job.configuration,
    jobReference: { projectId: job.projectId, jobId: job.jobId, location: job.location },
    statistics: {
      creationTime: String(job.creationTime),
      startTime: String(job.startTime),
      ...(done ? { endTime: String(job.endTime), ...job.statistics } : {}),
    },
    status:
      done && job.errorResult
        ? { errorResult: job.errorResult, errors: job.errors, state: 'DONE' }
        : { state },
  };
}

function generatedJobId(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
  let id = 'job_';
  for (let i = 0; i < 28; i++) id += alphabet[Math.floor(Math.random() * alphabet.length)];
  return id;
}
