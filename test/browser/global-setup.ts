import { startSharedChromium } from './chromium';

export default startSharedChromium;
