/**
 * The other languages' messages, kept out of Code.js in build/Messages.html (shared/i18n/said.ts says
 * why). HtmlService may be called from a custom function ("generate only"); null when the file cannot be read.
 */
export function messagesFile(): string | null {
  try {
    return HtmlService.createHtmlOutputFromFile('Messages').getContent();
  } catch {
    return null;
  }
}
