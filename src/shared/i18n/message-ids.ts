import type { CardMessageId } from './card-words';
import type { SiteMessageId } from './site-messages';

// Message ids are checked by the compiler: react-intl and @formatjs/intl read this interface,
// so `formatMessage({ id })` takes only a key of the Malay catalogues.
declare global {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- the libraries' own extension point
  namespace FormatjsIntl {
    interface Message {
      ids: SiteMessageId | CardMessageId;
    }
  }
}

export type MessageId = SiteMessageId | CardMessageId;
