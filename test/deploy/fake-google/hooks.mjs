const FAKE_FETCH = new URL('./fetch.mjs', import.meta.url).href;

export async function resolve(specifier, context, nextResolve) {
  if (specifier === 'node-fetch') return { url: FAKE_FETCH, shortCircuit: true };
  return nextResolve(specifier, context);
}
