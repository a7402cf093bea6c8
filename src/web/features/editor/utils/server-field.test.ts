import { describe, expect, it } from 'vitest';
import { CARD_EDIT_MESSAGES } from '@shared/schemas/owner-card';
import { ApiRequestError } from '@web/lib/api-client';
import { editProblem } from './edit-problem';
import { serverField } from './server-field';

describe('the field a refused Update names', () => {
  it('gives a text field its label from the shared rules, and the editor control for it', () => {
    expect(serverField('card.groom_name')).toEqual({
      label: 'Nama pengantin lelaki',
      contactIndex: null,
      control: 'Ubah nama pengantin lelaki:',
    });
  });

  it('takes a majlis’s field to the same label and control as the card’s one majlis had', () => {
    expect(serverField('card.majlis.0.location')).toEqual({
      label: 'Lokasi',
      contactIndex: null,
      control: 'Ubah lokasi:',
    });
    expect(serverField('card.majlis.0.date')).toEqual({
      label: 'Tarikh majlis',
      contactIndex: null,
      control: 'Ubah Tarikh',
    });
    expect(serverField('card.majlis.0.start_time')).toMatchObject({
      label: 'Masa mula majlis',
      control: 'Ubah Masa',
    });
    expect(serverField('card.majlis.0.end_time')).toMatchObject({
      label: 'Masa tamat majlis',
      control: 'Ubah Masa',
    });
    expect(serverField('card.majlis.0.tentative.3.time')).toMatchObject({
      label: 'Atur Cara Majlis (perkara 4)',
      control: 'Ubah Atur Cara Majlis',
    });
    expect(serverField('card.majlis.0.tentative')).toMatchObject({ label: 'Atur Cara Majlis' });
    expect(serverField('card.majlis.0.directions.0.wazeUrl')).toMatchObject({
      label: 'Lokasi peta',
      control: 'Ubah lokasi:',
    });
    expect(serverField('card.majlis')).toMatchObject({ label: 'Majlis', control: null });
  });

  it('points at the contact it concerns', () => {
    expect(serverField('card.contacts.2.phoneNumber')).toEqual({
      label: 'Contact 3',
      contactIndex: 2,
      control: null,
    });
    expect(serverField('card.contacts')).toMatchObject({ label: 'Contacts', contactIndex: null });
  });

  it('names the other fields in Malay', () => {
    expect(serverField('card.H2size')).toMatchObject({
      label: 'Saiz fon tajuk',
      control: 'Select Fonts',
    });
    expect(serverField('card.hijri_adjust')).toMatchObject({ label: 'Pelarasan tarikh Hijrah' });
    expect(serverField('version')).toMatchObject({ label: 'Versi kad' });
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
      expect(serverField(field), String(field)).toEqual({
        label: null,
        contactIndex: null,
        control: null,
      });
    }
  });
});

describe('what the edit page shows for a failed Update', () => {
  it('a conflict, a refused field, a refusal, anything else', () => {
    const conflict = new ApiRequestError(409, 'conflict', CARD_EDIT_MESSAGES.conflict, 'version');
    expect(editProblem(conflict)).toEqual({ kind: 'conflict' });

    const field = new ApiRequestError(400, 'bad_request', 'Terlalu panjang.', 'card.doa');
    expect(editProblem(field)).toMatchObject({
      kind: 'field',
      label: 'Doa',
      message: 'Terlalu panjang.',
    });

    const refused = new ApiRequestError(403, 'forbidden', 'Maaf. Anda tiada kebenaran.');
    expect(editProblem(refused)).toEqual({
      kind: 'refused',
      message: 'Maaf. Anda tiada kebenaran.',
    });

    expect(editProblem(new ApiRequestError(500, 'internal', 'Maaf.'))).toEqual({
      kind: 'failed',
      message: 'Maaf.',
    });
    expect(editProblem(new TypeError('x')).kind).toBe('failed');
  });
});
