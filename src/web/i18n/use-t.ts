import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import type { MessageValues } from '@shared/i18n/translator';

/**
 * `t(id, values)`: a site message in the visitor's language, as a string (for text, labels and
 * attributes alike). Ids are checked by the compiler against the Malay catalogue.
 */
export function useT() {
  const intl = useIntl();
  return useCallback(
    (id: SiteMessageId, values?: MessageValues) => intl.formatMessage({ id }, values),
    [intl],
  );
}
