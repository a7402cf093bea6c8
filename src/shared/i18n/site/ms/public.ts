// The words of the pages the server draws for any visitor (the landing page, the theme gallery,
// a theme's preview, the not-found page) and of the site's frame: the first words a page
// loads, so a visitor who never logs in downloads no more. The rest come with the whole catalogue
// (index.ts), which every other page loads before it draws.
import common from './common.json' with { type: 'json' };
import gallery from './gallery.json' with { type: 'json' };
import landing from './landing.json' with { type: 'json' };
import layout from './layout.json' with { type: 'json' };
import preview from './preview.json' with { type: 'json' };
import ui from './ui.json' with { type: 'json' };

const publicWords = { ...common, ...gallery, ...landing, ...layout, ...preview, ...ui };
export default publicWords;
