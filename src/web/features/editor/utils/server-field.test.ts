import { malay } from '@shared/i18n/rule-words-in';
import { describe, expect, it } from 'vitest';
import siteEn from '@shared/i18n/site/en/index';
import siteMs from '@shared/i18n/site/ms/index';
import { createTranslator } from '@shared/i18n/translator';
import { CARD_EDIT_MESSAGES } from '@shared/schemas/owner-card';
import { ApiRequestError } from '@web/lib/api-client';
import { editProblem } from './edit-problem';
import { serverField } from './server-field';

const ms = createTranslator('ms', siteMs).t;
const en = createTranslator('en', siteEn).t;

describe('the field a refused Update names', () => {
  it('gives a text field its label from the shared rules, and the editor control for it', () => {
    expect(serverField(ms, 'card.groom_name')).toEqual({
      label: 'Nama pengantin lelaki',
      contactIndex: null,
      majlisIndex: null,
      control: 'Ubah nama pengantin lelaki:',
    });
  });

  it('names an English version after its Malay field, with its own control', () => {
    expect(serverField(ms, 'card.message_en')).toEqual({
      label: 'Ucapan jemputan dalam English',
      contactIndex: null,
      majlisIndex: null,
      control: 'Ubah versi English ucapan jemputan:',
    });
    expect(serverField(en, 'card.majlis.0.hosts_en')).toMatchObject({
      label: 'Hosts in English',
      majlisIndex: 0,
    });
  });

  it('takes a majlis’s field to the same label and control as the card’s one majlis had', () => {
    expect(serverField(ms, 'card.majlis.0.location')).toEqual({
      label: 'Lokasi',
      contactIndex: null,
      majlisIndex: 0,
      control: 'Ubah lokasi:',
    });
    expect(serverField(ms, 'card.majlis.0.date', [{ kind: 'resepsi', title: '' }])).toEqual({
      label: 'Tarikh majlis',
      contactIndex: null,
      majlisIndex: 0,
      control: 'Ubah Tarikh',
    });
    expect(serverField(ms, 'card.majlis.0.start_time')).toMatchObject({
      label: 'Masa mula majlis',
      control: 'Ubah Masa',
    });
    expect(serverField(ms, 'card.majlis.0.end_time')).toMatchObject({
      label: 'Masa tamat majlis',
      control: 'Ubah Masa',
    });
    expect(serverField(ms, 'card.majlis.0.tentative.3.time')).toMatchObject({
      label: 'Atur Cara Majlis (perkara 4)',
      control: 'Ubah Atur Cara Majlis',
    });
    expect(serverField(ms, 'card.majlis.0.tentative')).toMatchObject({ label: 'Atur Cara Majlis' });
    expect(serverField(ms, 'card.majlis.0.directions.0.wazeUrl')).toMatchObject({
      label: 'Lokasi peta',
      control: 'Ubah lokasi:',
    });
    expect(serverField(ms, 'card.majlis')).toMatchObject({ label: 'Majlis', control: null });
  });

  it('names the majlis on a card of several, and looks for its control there', () => {
    const majlis = [
      { kind: 'akad', title: '' },
      { kind: 'bertandang', title: '' },
      { kind: 'lain', title: 'Majlis Doa Selamat' },
    ] as const;
    expect(serverField(ms, 'card.majlis.1.location', majlis)).toEqual({
      label: 'Lokasi (Majlis Bertandang)',
      contactIndex: null,
      majlisIndex: 1,
      control: 'Ubah lokasi:',
    });
    expect(serverField(ms, 'card.majlis.2.sessions.1.seats', majlis)).toMatchObject({
      label: 'Sesi 2 (Majlis Doa Selamat)',
      majlisIndex: 2,
      control: 'Ubah Sesi',
    });
    expect(serverField(ms, 'card.majlis.0.hosts', majlis)).toMatchObject({
      label: 'Tuan rumah (Akad Nikah)',
      control: 'Ubah tuan rumah:',
    });
    expect(serverField(ms, 'card.majlis.0.title', majlis)).toMatchObject({
      label: 'Nama majlis (Akad Nikah)',
      control: 'Ubah nama majlis:',
    });
    // A majlis the card as sent did not have: named without it.
    expect(serverField(ms, 'card.majlis.7.date', majlis)).toMatchObject({
      label: 'Tarikh majlis',
      majlisIndex: 7,
    });
  });

  it('points at the contact it concerns', () => {
    expect(serverField(ms, 'card.contacts.2.phoneNumber')).toEqual({
      label: 'Contact 3',
      contactIndex: 2,
      majlisIndex: null,
      control: null,
    });
    expect(serverField(ms, 'card.contacts')).toMatchObject({
      label: 'Contacts',
      contactIndex: null,
    });
  });

  it('names the other fields in Malay', () => {
    expect(serverField(ms, 'card.H2size')).toMatchObject({
      label: 'Saiz fon tajuk',
      control: 'Select Fonts',
    });
    expect(serverField(ms, 'card.hijri_adjust')).toMatchObject({
      label: 'Pelarasan tarikh Hijrah',
      control: 'Ubah Tarikh',
    });
    expect(serverField(ms, 'version')).toMatchObject({ label: 'Versi kad' });
  });

  it('names them in English for an English page, and finds the English control', () => {
    expect(serverField(en, 'card.groom_name')).toMatchObject({
      label: 'Groom’s name',
      control: 'Edit groom’s name:',
    });
    expect(
      serverField(en, 'card.majlis.1.tentative.0.time', [
        { kind: 'akad', title: '' },
        { kind: 'resepsi', title: '' },
      ]),
    ).toMatchObject({ label: 'Programme (item 1) (Majlis Resepsi)', control: 'Edit Programme' });
  });

  it('names nothing it does not know', () => {
    for (const field of [
      undefined,
      '',
      'card',
      'card.nope',
      'draft.groom_name',
      'card.majlis.0.nope',
    ]) {
      expect(serverField(ms, field), String(field)).toEqual({
        label: null,
        contactIndex: null,
        majlisIndex: null,
        control: null,
      });
    }
  });
});

describe('what the edit page shows for a failed Update', () => {
  it('a conflict, a refused field, a refusal, anything else', () => {
    const conflict = new ApiRequestError(
      409,
      'conflict',
      malay(CARD_EDIT_MESSAGES.conflict),
      'version',
    );
    expect(editProblem(ms, conflict)).toEqual({ kind: 'conflict' });

    const field = new ApiRequestError(400, 'bad_request', 'Terlalu panjang.', 'card.doa');
    expect(editProblem(ms, field)).toMatchObject({
      kind: 'field',
      label: 'Doa',
      message: 'Terlalu panjang.',
    });
    const venue = new ApiRequestError(400, 'bad_request', 'Tidak sah.', 'card.majlis.1.location');
    expect(
      editProblem(ms, venue, [
        { kind: 'resepsi', title: '' },
        { kind: 'bertandang', title: '' },
      ]),
    ).toMatchObject({ kind: 'field', label: 'Lokasi (Majlis Bertandang)', majlisIndex: 1 });

    const refused = new ApiRequestError(403, 'forbidden', 'Maaf. Anda tiada kebenaran.');
    expect(editProblem(ms, refused)).toEqual({
      kind: 'refused',
      message: 'Maaf. Anda tiada kebenaran.',
    });

    expect(editProblem(ms, new ApiRequestError(500, 'internal', 'Maaf.'))).toEqual({
      kind: 'failed',
      message: 'Maaf.',
    });
    expect(editProblem(ms, new TypeError('x')).kind).toBe('failed');
  });
});
