/** A JSON POST to the playground server; a failing endpoint's `error` becomes the thrown message. */
import type { ErrorBody } from '../protocol';

export async function postJson<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body ?? {}),
  });
  const payload = (await response.json()) as T | ErrorBody;
  if (!response.ok) throw new Error((payload as ErrorBody).error);
  return payload as T;
}
