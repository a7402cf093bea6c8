import type { SiteMessages } from '../../site-messages';
// The site's words in English: the same keys as Malay (the type refuses one left out).
import common from './common.json';
import gallery from './gallery.json';
import landing from './landing.json';
import layout from './layout.json';
import preview from './preview.json';

const en: SiteMessages = {
  ...common,
  ...layout,
  ...landing,
  ...gallery,
  ...preview,
};
export default en;
