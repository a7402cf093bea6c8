// The site's words in Malay: the reference catalogue. One file an area of the product, each key
// whole (`area.thing`), so a key found in the code is found in its file.
import common from './common.json';
import dashboard from './dashboard.json';
import errors from './errors.json';
import login from './login.json';
import mail from './mail.json';

const ms = {
  ...common,
  ...dashboard,
  ...errors,
  ...login,
  ...mail,
};
export default ms;
