/**
 * What a caller may do in a project: the IAM permissions a test took away (`/__sim/project {denied}`),
 * refused as Google words each kind of refusal, and what the sandbox (a project without billing) refuses.
 */
import { fail } from './errors';
import type { Project } from './state';
import type { TableRef } from './sql/translate';

export type Resource =
  | { kind: 'project' }
  | { kind: 'dataset'; datasetId: string }
  | { kind: 'table'; ref: TableRef };

export function allowed(project: Project, permission: string): boolean {
  return !project.denied.includes(permission);
}

/** Throws Google's 403 accessDenied when the caller lacks `permission` on `resource`. */
export function requirePermission(project: Project, permission: string, resource: Resource): void {
  if (allowed(project, permission)) return;
  throw accessDenied(project, permission, resource);
}

export function accessDenied(project: Project, permission: string, resource: Resource) {
  const p = project.projectId;
  if (resource.kind === 'project')
    return fail.accessDenied(`Project ${p}: User does not have ${permission} permission in project ${p}.`);
  if (resource.kind === 'dataset') {
    const name = `${p}:${resource.datasetId}`;
    return fail.accessDenied(
      `Dataset ${name}: Permission ${permission} denied on dataset ${name} (or it may not exist).`,
    );
  }
  const { ref } = resource;
  const name = `${ref.projectId}:${ref.datasetId}.${ref.tableId}`;
  if (permission === 'bigquery.tables.getData')
    return fail.accessDenied(
      `Table ${name}: User does not have permission to query table ${name}, or perhaps it does not exist.`,
    );
  return fail.accessDenied(
    `Table ${name}: Permission ${permission} denied on table ${name} (or it may not exist).`,
  );
}

/** DML in the sandbox: Google's billingNotEnabled refusal. */
export function refuseDmlInSandbox(project: Project): void {
  if (!project.billing) throw fail.billingNotEnabled('DML queries');
}

/** Streaming in the sandbox: refused as accessDenied, the reason Google's answers carry for it. */
export function refuseStreamingInSandbox(project: Project): void {
  if (!project.billing)
    throw fail.accessDenied('BigQuery BigQuery: Streaming insert is not allowed in the free tier');
}
