import { describe, expect, it } from 'vitest';
import { cardText } from '../i18n/card-catalogues';
import { isTrialExpired, trialEndsAt, cardState } from './trial';

describe('trial', () => {
  const created = '2026-11-21T10:00:00.000Z';

  it('ends one hour after the card was created', () => {
    expect(trialEndsAt(created).toISOString()).toBe('2026-11-21T11:00:00.000Z');
  });

  it('keeps an unverified card live for its first hour, then expires it', () => {
    expect(isTrialExpired('unverified', created, new Date('2026-11-21T10:59:59Z'))).toBe(false);
    expect(isTrialExpired('unverified', created, new Date('2026-11-21T11:00:00Z'))).toBe(true);
  });

  it('never expires an active card', () => {
    expect(isTrialExpired('active', created, new Date('2030-01-01T00:00:00Z'))).toBe(false);
  });

  it('keeps the expiry message word for word in Malay, and says it in English', () => {
    expect(cardText('ms', 'card.expired.message')).toBe(
      'Maaf. Tempoh percubaan Kad Kahwin Digital ini sudah luput. Sila log masuk untuk aktifkan Kad Kahwin Digital ini.',
    );
    expect(cardText('en', 'card.expired.message')).toBe(
      'Sorry. The trial period of this Digital Wedding Card has ended. Please log in to activate the card.',
    );
  });
});

describe('the state an owner sees', () => {
  const created = '2026-11-22T09:00:00.000Z';
  it('is trial in the first hour, expired after, active once paid', () => {
    expect(cardState('unverified', created, new Date('2026-11-22T09:59:59.999Z'))).toBe('trial');
    expect(cardState('unverified', created, new Date('2026-11-22T10:00:00.000Z'))).toBe('expired');
    expect(cardState('active', created, new Date('2026-11-23T10:00:00.000Z'))).toBe('active');
  });
});
