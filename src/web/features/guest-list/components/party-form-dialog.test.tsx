import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Locale } from '@shared/i18n/locales';
import en from '@shared/i18n/site/en/index';
import ms from '@shared/i18n/site/ms/index';
import { LocaleProvider } from '@web/i18n/locale-provider';
import type { NamedMajlis } from '../utils/named-majlis';
import { MajlisChoice } from './party-form-dialog';

// The majlis a party is invited to, each with its date and, for a majlis by invitation only,
// a word saying so: in the owner's language.

const majlis = (id: string, inviteOnly: boolean): NamedMajlis => ({
  id,
  name: inviteOnly ? 'Majlis Bertandang' : 'Majlis Persandingan',
  kind: inviteOnly ? 'bertandang' : 'resepsi',
  title: '',
  date: inviteOnly ? '2027-03-28' : '2027-03-21',
  start_time: '11:00',
  end_time: '16:00',
  location: '',
  directions: [],
  hosts: '',
  tentative: [],
  invite_only: inviteOnly,
  sessions: [],
});

function shown(locale: Locale): string {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={new QueryClient()}>
      <LocaleProvider words={{ locale, part: 'all', messages: locale === 'ms' ? ms : en }}>
        <MajlisChoice
          id="choice"
          majlis={[majlis('m1', false), majlis('m2', true)]}
          ticked={['m1']}
          error={undefined}
          onChange={() => {}}
        />
      </LocaleProvider>
    </QueryClientProvider>,
  );
  return html.replace(/<[^>]+>/g, '|');
}

describe('the majlis a party is invited to', () => {
  it('says which majlis is by invitation only, in Malay', () => {
    expect(shown('ms')).toContain('|21 Mac 2027|');
    expect(shown('ms')).toContain('|28 Mac 2027 · jemputan khas|');
  });

  it('says it in English for an English owner', () => {
    expect(shown('en')).toContain('|21 March 2027|');
    expect(shown('en')).toContain('|28 March 2027 · by invitation|');
    expect(shown('en')).not.toContain('jemputan');
  });
});
