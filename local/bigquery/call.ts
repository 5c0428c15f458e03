/** What a handler receives for one API request, and what it answers. */
import type { State, Project } from './state';

export interface Upload {
  /** The JSON part: the job resource. */
  metadata: unknown;
  /** The media part: the rows. */
  data: Buffer;
}

export interface Call {
  state: State;
  project: Project;
  /** Path parameters after the project: `datasetId`, `tableId`, `jobId` (URL-decoded). */
  params: Record<string, string>;
  query: URLSearchParams;
  body: Record<string, unknown>;
  upload?: Upload;
  /** The project's simulated now, epoch ms. */
  now: number;
}

export interface Answer {
  status: number;
  body?: unknown;
}

export const ok = (body: unknown): Answer => ({ status: 200, body });

/** A JSON field that must be an object, or an empty one. */
export function objectAt(value: unknown, key: string): Record<string, unknown> {
  const inner = (value as Record<string, unknown> | undefined)?.[key];
  return typeof inner === 'object' && inner !== null && !Array.isArray(inner)
    ? (inner as Record<string, unknown>)
    : {};
}

/** A resource's etag: changes whenever the resource does. */
export function etag(...parts: unknown[]): string {
  return Buffer.from(parts.join('|')).toString('base64').slice(-24);
}

export const API_ROOT = 'https://bigquery.googleapis.com/bigquery/v2';
