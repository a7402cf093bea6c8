// The site's words in Malay: the reference catalogue. One file an area of the product, each key
// whole (`area.thing`), so a key found in the code is found in its file.
import common from './common.json';
import create from './create.json';
import checkout from './checkout.json';
import cardHome from './cardHome.json';
import share from './share.json';

const ms = { ...common, ...create, ...checkout, ...cardHome, ...share };
export default ms;
