import { describe, expect, it } from 'vitest';
import { ruleTextIn } from '../i18n/rule-words-in';
import { GUEST_MESSAGE_TEMPLATE_MESSAGES } from './guest-messages';
import {
  DEFAULT_INVITATION_TEMPLATE,
  DEFAULT_REMINDER_TEMPLATE,
  TEMPLATE_MESSAGES,
  invitationWhatsappLink,
  personalMessage,
  templateProblem,
} from './invitation-message';
import {
  awaitsReply,
  listTotals,
  partyStatus,
  partyStatusLabel,
  totalsByGroup,
} from './party-status';

const party = { name: 'Mak Cik Som', phone: '60191112222', link: 'https://jemput.my/j/abc' };

describe('invitation messages', () => {
  it('puts the party’s name and link in every {nama} and {pautan}', () => {
    expect(personalMessage('{nama}! {pautan} ({nama})', party)).toBe(
      'Mak Cik Som! https://jemput.my/j/abc (Mak Cik Som)',
    );
    // A name is put in once: its own braces are not read as a placeholder.
    expect(personalMessage('{nama} {pautan}', { ...party, name: '{pautan}' })).toBe(
      '{pautan} https://jemput.my/j/abc',
    );
  });

  it('accepts the default templates and refuses one without the link or too long', () => {
    expect(templateProblem(DEFAULT_INVITATION_TEMPLATE)).toBeNull();
    expect(templateProblem(DEFAULT_REMINDER_TEMPLATE)).toBeNull();
    expect(templateProblem('Salam {nama}')).toBe(TEMPLATE_MESSAGES.noLink);
    expect(templateProblem(`{pautan}${'x'.repeat(1000)}`)).toBe(TEMPLATE_MESSAGES.tooLong);
  });

  it('names the link’s placeholder as the owner’s language does', () => {
    expect(ruleTextIn('ms', TEMPLATE_MESSAGES.noLink)).toContain('{pautan}');
    expect(ruleTextIn('en', TEMPLATE_MESSAGES.noLink)).toContain('{link}');
    expect(ruleTextIn('en', GUEST_MESSAGE_TEMPLATE_MESSAGES.noPass)).toContain('{pass}');
    expect(ruleTextIn('ms', GUEST_MESSAGE_TEMPLATE_MESSAGES.noPass)).toContain('{pas}');
  });

  it('opens the party’s WhatsApp chat with the message written', () => {
    const url = new URL(invitationWhatsappLink('Salam {nama}, {pautan}', party));
    expect(url.origin + url.pathname).toBe('https://wa.me/60191112222');
    expect(url.searchParams.get('text')).toBe('Salam Mak Cik Som, https://jemput.my/j/abc');
  });
});

describe('where a party stands', () => {
  const sent = '2026-11-25T01:00:00Z';
  const opened = '2026-11-25T02:00:00Z';

  it('goes from belum dihantar to dihantar, dibuka, then the reply', () => {
    expect(partyStatus({ sentAt: null, openedAt: null, rsvp: null })).toBe('not-sent');
    expect(partyStatus({ sentAt: sent, openedAt: null, rsvp: null })).toBe('sent');
    expect(partyStatus({ sentAt: null, openedAt: opened, rsvp: null })).toBe('opened');
    expect(
      partyStatusLabel({ sentAt: sent, openedAt: opened, rsvp: { attending: true, guests: 2 } }),
    ).toBe('Hadir (2)');
    expect(
      partyStatusLabel({ sentAt: sent, openedAt: opened, rsvp: { attending: false, guests: 1 } }),
    ).toBe('Tidak hadir');
  });

  it('reminds only parties invited and not yet replied', () => {
    expect(awaitsReply({ sentAt: null, openedAt: null, rsvp: null })).toBe(false);
    expect(awaitsReply({ sentAt: sent, openedAt: null, rsvp: null })).toBe(true);
    expect(
      awaitsReply({ sentAt: sent, openedAt: opened, rsvp: { attending: false, guests: 1 } }),
    ).toBe(false);
  });

  it('totals a list: invited, sent, opened, replied, attending and the guests expected', () => {
    expect(
      listTotals([
        { sentAt: null, openedAt: null, rsvp: null },
        { sentAt: sent, openedAt: opened, rsvp: { attending: true, guests: 3 } },
        { sentAt: sent, openedAt: opened, rsvp: { attending: false, guests: 1 } },
        { sentAt: sent, openedAt: null, rsvp: null },
      ]),
    ).toEqual({ invited: 4, sent: 3, opened: 2, replied: 2, attending: 1, expectedGuests: 3 });
  });

  it('totals each group, in the order the groups first appear', () => {
    const party = (group: string, guests: number | null) => ({
      group,
      sentAt: sent,
      openedAt: null,
      rsvp: guests === null ? null : { attending: true, guests },
    });
    expect(
      totalsByGroup([party('Jiran', 2), party('', null), party('Jiran', 3)]).map((g) => [
        g.group,
        g.totals.invited,
        g.totals.expectedGuests,
      ]),
    ).toEqual([
      ['Jiran', 2, 5],
      ['', 1, 0],
    ]);
  });
});
