/**
 * JSON for a file HtmlService serves (a sidebar catalogue printed into Sidebar.html, the messages file read
 * with getContent): `<`, `>` and `&` escaped, so it can neither end the script element it is printed into,
 * open a scriptlet, nor be read as markup. JSON.parse reads it back unchanged.
 */
export const htmlFileJson = (value: unknown): string =>
  JSON.stringify(value).replace(/[<>&]/g, (c) => `\\u00${c.charCodeAt(0).toString(16)}`);
