import { describe, expect, it } from 'vitest';
import { CARD_CATALOGUES } from '@shared/i18n/card-catalogues';
import { cardWordsIn } from '@shared/i18n/card-words';
import { MAJLIS_ANSWER_MESSAGES } from '@shared/card/majlis-answers';
import { RSVP_MESSAGES } from '@shared/schemas/rsvp';
import { cardSay } from '@web/i18n/card-words';
import { rsvpWords } from './rsvp-words';

describe('the RSVP’s words on the card', () => {
  it('says a rule’s words in the card’s language', () => {
    const malayCard = cardSay(cardWordsIn('ms', CARD_CATALOGUES));
    const englishCard = cardSay(cardWordsIn('en', CARD_CATALOGUES));
    expect(rsvpWords(malayCard, RSVP_MESSAGES.name)).toBe('Sila masukkan nama anda.');
    expect(rsvpWords(englishCard, RSVP_MESSAGES.name)).toBe(
      CARD_CATALOGUES.en['card.rsvp.error.name'],
    );
  });

  it('says them in Malay, then English on the next line, on a card in both', () => {
    const both = cardSay(cardWordsIn('both', CARD_CATALOGUES));
    expect(rsvpWords(both, MAJLIS_ANSWER_MESSAGES.sessionFull('Sesi 1')).split('\n')).toEqual([
      'Maaf, Sesi 1 sudah penuh. Sila pilih sesi lain.',
      'Sorry, Sesi 1 is full. Please choose another session.',
    ]);
  });

  it('shows a reply the server has already said as it came', () => {
    const englishCard = cardSay(cardWordsIn('en', CARD_CATALOGUES));
    expect(rsvpWords(englishCard, 'RSVP anda telah disahkan!')).toBe('RSVP anda telah disahkan!');
  });
});
