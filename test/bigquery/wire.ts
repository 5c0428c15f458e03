/**
 * BigQuery's REST API spoken by hand, as Google's clients speak it: JSON requests with a bearer token,
 * load jobs as `uploadType=multipart` uploads (the job's JSON, then the rows as newline-delimited JSON).
 */

export interface Reply {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: a wire answer is read field by field by the tests.
  body: any;
}

export class Wire {
  constructor(
    readonly url: string,
    readonly projectId: string,
    private readonly token = 'ya29.test-token',
  ) {}

  /** A request to `/bigquery/v2/projects/{project}` + `path`. */
  async call(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Reply> {
    const res = await fetch(`${this.url}/bigquery/v2/projects/${this.projectId}${path}`, {
      method,
      headers: {
        Authorization: `Bearer ${this.token}`,
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    return reply(res);
  }

  dataset(datasetId: string, location?: string): Promise<Reply> {
    return this.call('POST', '/datasets', {
      datasetReference: { datasetId },
      ...(location ? { location } : {}),
    });
  }

  /** `jobs.insert` of a load job as a multipart upload. */
  async load(jobId: string, load: Record<string, unknown>, rows: unknown[] | string): Promise<Reply> {
    const boundary = 'simulator_boundary_7d1';
    const data = typeof rows === 'string' ? rows : rows.map((r) => JSON.stringify(r)).join('\n');
    const job = {
      jobReference: { projectId: this.projectId, jobId },
      configuration: { load: { sourceFormat: 'NEWLINE_DELIMITED_JSON', ...load } },
    };
    const body = [
      `--${boundary}`,
      'Content-Type: application/json; charset=UTF-8',
      '',
      JSON.stringify(job),
      `--${boundary}`,
      'Content-Type: application/octet-stream',
      '',
      data,
      `--${boundary}--`,
      '',
    ].join('\r\n');
    const res = await fetch(
      `${this.url}/upload/bigquery/v2/projects/${this.projectId}/jobs?uploadType=multipart`,
      {
        method: 'POST',
        headers: {
          Authorization: `Bearer ${this.token}`,
          'Content-Type': `multipart/related; boundary=${boundary}`,
        },
        body,
      },
    );
    return reply(res);
  }

  /** `jobs.query` in GoogleSQL, with named parameters `{name: [type, value]}`. */
  query(
    query: string,
    params: Record<string, [string, string]> = {},
    extra: Record<string, unknown> = {},
  ): Promise<Reply> {
    return this.call('POST', '/queries', {
      query,
      useLegacySql: false,
      parameterMode: 'NAMED',
      queryParameters: Object.entries(params).map(([name, [type, value]]) => ({
        name,
        parameterType: { type },
        parameterValue: { value },
      })),
      ...extra,
    });
  }

  job(jobId: string, location?: string): Promise<Reply> {
    return this.call('GET', `/jobs/${jobId}${location ? `?location=${location}` : ''}`);
  }

  /** Every row of a query or table listing, page by page: `[{f: [{v}]}]` as cells' values. */
  async allRows(first: Reply, next: (pageToken: string) => Promise<Reply>): Promise<unknown[][]> {
    const rows: unknown[][] = [];
    let page = first;
    for (;;) {
      expect(page.status).toBe(200);
      for (const row of page.body.rows ?? []) rows.push(row.f.map((cell: { v: unknown }) => cell.v));
      if (!page.body.pageToken) return rows;
      page = await next(page.body.pageToken);
    }
  }
}

async function reply(res: Response): Promise<Reply> {
  const text = await res.text();
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    // An HTML page (Google's 404) stays text.
  }
  return { status: res.status, body };
}
