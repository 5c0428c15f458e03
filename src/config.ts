/**
 * Where the service lives. Three sources, most specific first:
 *   1. the user's own override (sidebar › Settings › advanced), kept in *user* properties so that a document
 *      editor can never redirect the owner's token to a host of their choosing;
 *   2. the Script Property `API_BASE_URL`, set by whoever deploys the add-on;
 *   3. the build-time default `__API_BASE_URL__`.
 */

const USER_OVERRIDE_KEY = 'seoSheets.apiBaseUrl';
const SCRIPT_PROPERTY_KEY = 'API_BASE_URL';

/** Where the base URL in effect came from, for the settings view. */
export type BaseUrlSource = 'user' | 'script' | 'build';

export interface BaseUrl {
  readonly url: string;
  readonly source: BaseUrlSource;
}

/**
 * The base URL in effect. `includeUserOverride: false` is for tokens that are not the current user's
 * (a sign-in shared with the document), which must only ever go to the deployment's host.
 */
export function resolveBaseUrl(includeUserOverride = true): BaseUrl {
  const user = includeUserOverride
    ? PropertiesService.getUserProperties().getProperty(USER_OVERRIDE_KEY)
    : null;
  if (user) return { url: trimSlash(user), source: 'user' };
  const script = PropertiesService.getScriptProperties().getProperty(SCRIPT_PROPERTY_KEY);
  if (script) return { url: trimSlash(script), source: 'script' };
  return { url: trimSlash(__API_BASE_URL__), source: 'build' };
}

/** Sets (or with null/blank clears) the current user's override. Only http(s) URLs are accepted. */
export function setBaseUrlOverride(url: string | null): BaseUrl {
  const props = PropertiesService.getUserProperties();
  const value = (url ?? '').trim();
  if (!value) props.deleteProperty(USER_OVERRIDE_KEY);
  else {
    if (!/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/i.test(value)) {
      throw new Error('The service address must be an http:// or https:// URL without query or fragment.');
    }
    props.setProperty(USER_OVERRIDE_KEY, trimSlash(value));
  }
  return resolveBaseUrl();
}

function trimSlash(url: string): string {
  return url.trim().replace(/\/+$/, '');
}
