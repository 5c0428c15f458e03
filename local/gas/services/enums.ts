/** An Apps Script enum as a script reads it (`ScriptApp.AuthMode.FULL === 'FULL'`): each name maps to itself, frozen. */
export function enumOf(names: readonly string[]): Readonly<Record<string, string>> {
  return Object.freeze(Object.fromEntries(names.map((name) => [name, name])));
}
