import type { SiteMessages } from '../../site-messages';
// The site's words in English: the same keys as Malay (the type refuses one left out).
import common from './common.json';

const en: SiteMessages = { ...common };
export default en;
