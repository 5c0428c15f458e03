/**
 * Each language's server-side words that Code.js does not hold, in build/Messages_<language>.html
 * (shared/i18n/areas.ts says which). HtmlService may be called from a custom function ("generate only").
 */

/** The file of one language's server-side words (JSON), which the build writes beside Code.js. */
export const messagesFileName = (language: string): string => `Messages_${language}`;

/** One language's server-side words as JSON text; null when the file cannot be read. */
export function messagesFile(language: string): string | null {
  try {
    return HtmlService.createHtmlOutputFromFile(messagesFileName(language)).getContent();
  } catch {
    return null;
  }
}
