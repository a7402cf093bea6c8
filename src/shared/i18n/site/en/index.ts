import type { SiteMessages } from '../../site-messages';
// The site's words in English: the same keys as Malay (the type refuses one left out).
import common from './common.json';
import dashboard from './dashboard.json';
import errors from './errors.json';
import login from './login.json';
import mail from './mail.json';

const en: SiteMessages = {
  ...common,
  ...dashboard,
  ...errors,
  ...login,
  ...mail,
};
export default en;
