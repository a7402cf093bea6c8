import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { ruleText } from '@shared/i18n/rule-words';
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

/**
 * `say(message)`: a message a shared rule refused with (`ruleMessage`: a zod issue's message,
 * a field's check) in the visitor's language; any other text (a server's reply, already in
 * their language) as it is. The one place the browser turns a rule's words into text.
 */
export function useRuleText() {
  const t = useT();
  return useCallback((message: string) => ruleText(message, t), [t]);
}
