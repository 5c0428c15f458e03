import { stopSharedChromium } from './chromium';

export default stopSharedChromium;
