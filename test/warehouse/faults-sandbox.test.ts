/** The fault table of landing.ts in the BigQuery sandbox: no billing, no DML, no streaming; load jobs work. */
import { landsOnceThroughFaults } from './landing';

describe('a positions report into the sandbox', () => landsOnceThroughFaults(false));
