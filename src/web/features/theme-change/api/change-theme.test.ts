import { malay } from '@shared/i18n/rule-words-in';
import { describe, expect, it } from 'vitest';
import siteMs from '@shared/i18n/site/ms/index';
import { createTranslator } from '@shared/i18n/translator';
import { CARD_EDIT_MESSAGES } from '@shared/schemas/owner-card';
import { ApiRequestError } from '@web/lib/api-client';
import { themeChangeErrorMessage } from './change-theme';

const ms = createTranslator('ms', siteMs).t;

describe('theme change messages', () => {
  it('says the update failed when the server refused it', () => {
    for (const status of [400, 403, 404, 409, 500, 503]) {
      const refusal = new ApiRequestError(status, 'x', 'Pesanan pelayan');
      expect(ms(themeChangeErrorMessage(refusal)), String(status)).toBe(
        malay(CARD_EDIT_MESSAGES.themeFailed),
      );
    }
  });

  it('says there was an error when the call itself failed', () => {
    const offline = new ApiRequestError(0, 'network', 'Tiada sambungan internet.');
    expect(ms(themeChangeErrorMessage(offline))).toBe(malay(CARD_EDIT_MESSAGES.themeError));
    expect(ms(themeChangeErrorMessage(new SyntaxError('Unexpected token')))).toBe(
      malay(CARD_EDIT_MESSAGES.themeError),
    );
  });
});
