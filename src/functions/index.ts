export { catalog } from './catalog';
