/** The fault table of landing.ts on a project with billing. */
import { landsOnceThroughFaults } from './landing';

describe('a 20,000-row positions report into a billed project', () => landsOnceThroughFaults(true));
