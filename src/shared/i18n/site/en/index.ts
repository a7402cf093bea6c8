import type { SiteMessages } from '../../site-messages';
// The site's words in English: the same keys as Malay (the type refuses one left out).
import common from './common.json';
import create from './create.json';
import checkout from './checkout.json';
import cardHome from './cardHome.json';
import share from './share.json';

const en: SiteMessages = { ...common, ...create, ...checkout, ...cardHome, ...share };
export default en;
