import type { ViewContext } from './view';

/**
 * Runs a button's server work: the button is disabled meanwhile, so a double click sends one request,
 * and a failure is reported through the shell (which also handles a lapsed sign-in).
 */
export async function act(
  ctx: ViewContext,
  button: HTMLButtonElement | HTMLSelectElement,
  work: () => Promise<unknown>,
): Promise<void> {
  button.disabled = true;
  button.setAttribute('aria-busy', 'true');
  try {
    await work();
  } catch (error) {
    ctx.fail(error);
  } finally {
    button.disabled = false;
    button.removeAttribute('aria-busy');
  }
}
