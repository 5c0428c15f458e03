/** The BigQuery simulator, in-process. Use `spawnBigQuery` (./spawn) when the caller blocks its thread. */
import { Engine } from './engine';
import { BigQueryServer } from './server';
import { State } from './state';

export interface BigQueryOptions {
  /** 0 picks a free port. Default 0. */
  port?: number;
  /** A DuckDB file that keeps the state between runs (created when missing); default in memory. */
  dataPath?: string;
}

export interface RunningBigQuery {
  url: string;
  close(): Promise<void>;
}

export async function startBigQuery(opts: BigQueryOptions = {}): Promise<RunningBigQuery> {
  const engine = await Engine.open(opts.dataPath);
  const server = new BigQueryServer(await State.open(engine));
  const url = await server.listen(opts.port ?? 0);
  return {
    url,
    close: async () => {
      await server.close();
      engine.close();
    },
  };
}
