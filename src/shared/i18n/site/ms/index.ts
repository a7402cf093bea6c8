// The site's words in Malay: the reference catalogue. One file an area of the product, each key
// whole (`area.thing`), so a key found in the code is found in its file.
import cardHome from './cardHome.json' with { type: 'json' };
import cardInput from './cardInput.json' with { type: 'json' };
import checkout from './checkout.json' with { type: 'json' };
import common from './common.json' with { type: 'json' };
import create from './create.json' with { type: 'json' };
import dashboard from './dashboard.json' with { type: 'json' };
import door from './door.json' with { type: 'json' };
import editor from './editor.json' with { type: 'json' };
import editorEnglish from './editorEnglish.json' with { type: 'json' };
import editorMajlis from './editorMajlis.json' with { type: 'json' };
import editorPhotos from './editorPhotos.json' with { type: 'json' };
import errors from './errors.json' with { type: 'json' };
import feedback from './feedback.json' with { type: 'json' };
import gallery from './gallery.json' with { type: 'json' };
import guestList from './guestList.json' with { type: 'json' };
import guestPass from './guestPass.json' with { type: 'json' };
import landing from './landing.json' with { type: 'json' };
import layout from './layout.json' with { type: 'json' };
import locationSearch from './locationSearch.json' with { type: 'json' };
import login from './login.json' with { type: 'json' };
import mail from './mail.json' with { type: 'json' };
import music from './music.json' with { type: 'json' };
import picturePicker from './picturePicker.json' with { type: 'json' };
import preview from './preview.json' with { type: 'json' };
import rsvps from './rsvps.json' with { type: 'json' };
import salamKaut from './salamKaut.json' with { type: 'json' };
import share from './share.json' with { type: 'json' };
import staff from './staff.json' with { type: 'json' };
import staffFeedback from './staffFeedback.json' with { type: 'json' };
import staffGifts from './staffGifts.json' with { type: 'json' };
import staffPayments from './staffPayments.json' with { type: 'json' };
import staffPromo from './staffPromo.json' with { type: 'json' };
import staffSettings from './staffSettings.json' with { type: 'json' };
import staffSongs from './staffSongs.json' with { type: 'json' };
import themeChange from './themeChange.json' with { type: 'json' };
import ui from './ui.json' with { type: 'json' };
import wishesBook from './wishesBook.json' with { type: 'json' };

const ms = {
  ...cardHome,
  ...cardInput,
  ...checkout,
  ...common,
  ...create,
  ...dashboard,
  ...door,
  ...editor,
  ...editorEnglish,
  ...editorMajlis,
  ...editorPhotos,
  ...errors,
  ...feedback,
  ...gallery,
  ...guestList,
  ...guestPass,
  ...landing,
  ...layout,
  ...locationSearch,
  ...login,
  ...mail,
  ...music,
  ...picturePicker,
  ...preview,
  ...rsvps,
  ...salamKaut,
  ...share,
  ...staff,
  ...staffFeedback,
  ...staffGifts,
  ...staffPayments,
  ...staffPromo,
  ...staffSettings,
  ...staffSongs,
  ...themeChange,
  ...ui,
  ...wishesBook,
};
export default ms;
