/** The fault table of landing.ts on a project with billing. */
import { landsOnceThroughFaults } from './landing';

describe('a positions report into a billed project', () => landsOnceThroughFaults(true));
