// gas-local 1.3 ships no types: the two exports this project uses.
declare module 'gas-local' {
  /** Loads every .js file under `folder` into one vm context built from `globals`, as Apps Script shares one global scope. */
  export function require(
    folder: string,
    globals?: object,
    options?: { filter?(file: string): boolean },
  ): Record<string, unknown>;
  /** gas-local's own Logger and Utilities mocks. */
  export const globalMockDefault: object;
}
