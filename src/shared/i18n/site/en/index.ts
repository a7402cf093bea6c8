import type { SiteMessages } from '../../site-messages';
// The site's words in English: the same keys as Malay (the type refuses one left out).
import cardHome from './cardHome.json';
import checkout from './checkout.json';
import common from './common.json';
import create from './create.json';
import dashboard from './dashboard.json';
import errors from './errors.json';
import gallery from './gallery.json';
import landing from './landing.json';
import layout from './layout.json';
import login from './login.json';
import mail from './mail.json';
import preview from './preview.json';
import share from './share.json';

const en: SiteMessages = {
  ...cardHome,
  ...checkout,
  ...common,
  ...create,
  ...dashboard,
  ...errors,
  ...gallery,
  ...landing,
  ...layout,
  ...login,
  ...mail,
  ...preview,
  ...share,
};
export default en;
