import { describe, expect, it } from 'vitest';
import { CARD_EDIT_MESSAGES } from '@shared/schemas/owner-card';
import { ApiRequestError } from '@web/lib/api-client';
import { themeChangeErrorMessage } from './change-theme';

describe('theme change messages', () => {
  it('says the update failed when the server refused it', () => {
    for (const status of [400, 403, 404, 409, 500, 503]) {
      const refusal = new ApiRequestError(status, 'x', 'Pesanan pelayan');
      expect(themeChangeErrorMessage(refusal), String(status)).toBe(CARD_EDIT_MESSAGES.themeFailed);
    }
  });

  it('says there was an error when the call itself failed', () => {
    const offline = new ApiRequestError(0, 'network', 'Tiada sambungan internet.');
    expect(themeChangeErrorMessage(offline)).toBe(CARD_EDIT_MESSAGES.themeError);
    expect(themeChangeErrorMessage(new SyntaxError('Unexpected token'))).toBe(
      CARD_EDIT_MESSAGES.themeError,
    );
  });
});
