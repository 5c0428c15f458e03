// Jest's setup for every test file: the default time-out of its tests and hooks, scaled for a busy machine.
import { TEST_TIMEOUT } from './time-outs';

jest.setTimeout(TEST_TIMEOUT);
