/**
 * Google as far as clasp needs it: the OAuth token endpoint and the Apps Script API's content, versions and
 * deployments of one script. Every request is appended to FAKE_GOOGLE_LOG (JSON lines) for the test to read;
 * state (the versions made so far) lives in that log too, since each clasp command is its own process.
 */
import { appendFileSync, existsSync, readFileSync } from 'node:fs';

const LOG = process.env.FAKE_GOOGLE_LOG;
/** Deployments the script has before the test: HEAD and, when set, the add-on's versioned one. */
const ADDON_DEPLOYMENT = process.env.FAKE_GOOGLE_DEPLOYMENT;
const PREVIOUS_VERSION = 4;

function logged() {
  if (!LOG || !existsSync(LOG)) return [];
  return readFileSync(LOG, 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
}

/** node-fetch's other exports, from Node's own fetch. */
export const { Headers, Request } = globalThis;

function json(status, body) {
  return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
}

function answer(method, url, body) {
  if (url.hostname === 'oauth2.googleapis.com') {
    return json(200, { access_token: 'fake-access-token', expires_in: 3600, token_type: 'Bearer' });
  }
  const path = url.pathname.match(/^\/v1\/projects\/([^/]+)\/(content|versions|deployments)(?:\/([^/]+))?$/);
  if (url.hostname !== 'script.googleapis.com' || !path) {
    return json(404, {
      error: { code: 404, message: `fake Google has no ${method} ${url}`, status: 'NOT_FOUND' },
    });
  }
  const [, scriptId, collection, id] = path;
  const versionsMade = logged().filter((r) => r.method === 'POST' && r.collection === 'versions').length;
  if (collection === 'content')
    return json(200, method === 'GET' ? { scriptId, files: [] } : { scriptId, ...body });
  if (collection === 'versions') {
    return json(200, {
      scriptId,
      versionNumber: PREVIOUS_VERSION + versionsMade,
      description: body?.description,
    });
  }
  if (method === 'GET') {
    const deployments = [{ deploymentId: 'HEAD-DEPLOYMENT', deploymentConfig: { scriptId } }];
    if (ADDON_DEPLOYMENT) {
      deployments.push({
        deploymentId: ADDON_DEPLOYMENT,
        deploymentConfig: { scriptId, versionNumber: PREVIOUS_VERSION },
      });
    }
    return json(200, { deployments });
  }
  const deploymentConfig = body?.deploymentConfig ?? body;
  return json(200, {
    deploymentId: id ?? 'NEW-DEPLOYMENT',
    deploymentConfig: { scriptId, ...deploymentConfig },
  });
}

export default async function fetch(input, init = {}) {
  const url = new URL(String(input));
  const method = (init.method ?? 'GET').toUpperCase();
  const text = typeof init.body === 'string' ? init.body : init.body ? String(init.body) : '';
  let body = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  const collection = url.pathname.split('/')[4] ?? url.hostname;
  if (LOG) appendFileSync(LOG, `${JSON.stringify({ method, url: url.href, collection, body })}\n`);
  return answer(method, url, body);
}
