// Preloaded into clasp with NODE_OPTIONS=--import: googleapis reaches Google through gaxios, which imports
// `node-fetch` on Node; this hook hands it the fake in fetch.mjs, so clasp runs unmodified against a fake.
import { register } from 'node:module';

register('./hooks.mjs', import.meta.url);
