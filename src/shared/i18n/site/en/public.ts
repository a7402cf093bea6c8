// The English words of the pages the server draws for any visitor and of the site's frame: the
// same areas as the Malay public part (public.ts beside the Malay index).
import common from './common.json' with { type: 'json' };
import gallery from './gallery.json' with { type: 'json' };
import landing from './landing.json' with { type: 'json' };
import layout from './layout.json' with { type: 'json' };
import preview from './preview.json' with { type: 'json' };
import ui from './ui.json' with { type: 'json' };

const publicWords = { ...common, ...gallery, ...landing, ...layout, ...preview, ...ui };
export default publicWords;
