// The site's words in Malay: the reference catalogue. One file an area of the product, each key
// whole (`area.thing`), so a key found in the code is found in its file.
import common from './common.json';
import gallery from './gallery.json';
import landing from './landing.json';
import layout from './layout.json';
import preview from './preview.json';

const ms = {
  ...common,
  ...layout,
  ...landing,
  ...gallery,
  ...preview,
};
export default ms;
