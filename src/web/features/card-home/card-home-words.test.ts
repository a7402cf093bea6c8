import { malay } from '@shared/i18n/rule-words-in';
import { describe, expect, it } from 'vitest';
import { CARD_OPENS_EMPTY, cardOpensSummary, opensOfDay } from '@shared/card/card-opens';
import { HOST_ROLE_HINTS, HOST_ROLE_LABELS } from '@shared/card/card-roles';
import siteEn from '@shared/i18n/site/en/index';
import siteMs from '@shared/i18n/site/ms/index';
import { createTranslator } from '@shared/i18n/translator';
import { FEEDBACK_MESSAGES } from '@shared/schemas/feedback';
import { CARD_EDIT_MESSAGES } from '@shared/schemas/owner-card';
import {
  answersByHandKey,
  answersByHandLabel,
} from '@web/components/owner-card/answers-by-hand-dialog';

// The card home's words that the product also keeps in shared code (the server's replies, the
// staff console): the Malay catalogue says them exactly as they are said there.

const ms = createTranslator('ms', siteMs);
const en = createTranslator('en', siteEn);

describe('the card home’s Malay words', () => {
  it('are the shared ones, word for word', () => {
    expect(ms.t('cardHome.feedback.notActive')).toBe(malay(FEEDBACK_MESSAGES.notActive));
    expect(ms.t('cardHome.hashtag.saved')).toBe(malay(CARD_EDIT_MESSAGES.hashtagUpdated));
    expect(ms.t('cardHome.opens.empty')).toBe(CARD_OPENS_EMPTY);
    expect(ms.t('cardHome.role.pengurus')).toBe(HOST_ROLE_LABELS.pengurus);
    expect(ms.t('cardHome.role.pengurusHint')).toBe(HOST_ROLE_HINTS.pengurus);
    expect(ms.t('cardHome.role.penyambut')).toBe(HOST_ROLE_LABELS.penyambut);
    expect(ms.t('cardHome.role.penyambutHint')).toBe(HOST_ROLE_HINTS.penyambut);
    for (const answered of [true, false]) {
      expect(ms.t(answersByHandKey(answered))).toBe(answersByHandLabel(answered));
    }
  });

  it('count card opens as the staff console does', () => {
    for (const [total, today] of [
      [1, 0],
      [312, 40],
      [1312, 1],
      [1_234_567, 1000],
    ] as const) {
      expect(ms.t('cardHome.opens.summary', { total, today })).toBe(cardOpensSummary(total, today));
      expect(ms.t('cardHome.opens.count', { opens: total })).toBe(opensOfDay(total));
    }
  });
});

describe('the card home’s English words', () => {
  it('count in English, one and many', () => {
    expect(en.t('cardHome.opens.summary', { total: 1, today: 1 })).toBe('Viewed 1 time, 1 today');
    expect(en.t('cardHome.opens.summary', { total: 1312, today: 40 })).toBe(
      'Viewed 1,312 times, 40 today',
    );
    expect(en.t('cardHome.checklist.left', { left: 1 })).toBe('1 step to go.');
    expect(en.t('cardHome.totals.seatsLeft', { count: 2 })).toBe('2 seats left');
  });

  it('say whether the card stays up after the day', () => {
    expect(ms.t('cardHome.afterDay.held', { afterDay: 'down' })).toBe(
      'Majlis telah berlangsung. Kad kini ditutup kepada tetamu: RSVP ditutup, ucapan kekal.',
    );
    expect(en.t('cardHome.afterDay.held', { afterDay: 'keep' })).toContain('still open');
  });
});
