import type { ExecutionKindName } from './execution-kinds';

/** An execution failed; `message` is what Apps Script would report (the cell note, the failure handler's error). */
export class ScriptExecutionError extends Error {
  constructor(
    message: string,
    readonly kind: ExecutionKindName,
    readonly functionName: string,
  ) {
    super(message);
    this.name = 'ScriptExecutionError';
  }
}

/** Apps Script's wording for the 30 s / 6 min limits. */
export const EXCEEDED_TIME = 'Exceeded maximum execution time';

export function notImplementedMessage(what: string): string {
  return `${what} is not implemented in the emulator`;
}
