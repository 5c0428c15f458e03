/** What Logger and console wrote, kept for tests and the playground's log panel. */
export interface LogEntry {
  /** Emulated time of the write. */
  at: number;
  level: 'log' | 'info' | 'warn' | 'error';
  /** The function the execution ran (custom function, server function, trigger handler). */
  execution: string;
  message: string;
}
