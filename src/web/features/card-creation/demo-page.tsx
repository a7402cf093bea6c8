import { Link } from 'react-router';
import { telLink, whatsappLink } from '@shared/contact/phone';
import { useTheme } from '@web/api/get-theme';
import { NotFoundPage } from '@web/components/not-found-page';
import { buttonClass } from '@web/components/ui/link-button';
import { PageMeta, siteTitle } from '@web/components/ui/page-meta';
import { FullScreenSpinner } from '@web/components/ui/spinner';
import { useCardDraft } from '@web/lib/draft-store';
import { CardSection } from '@web/themes/sections/card-section';
import { ThemedCard } from '@web/themes/themed-card';
import { useCardFonts } from '@web/themes/use-card-fonts';

/**
 * guest-side §2 "Read-only final views" (`/demo`): the card as the draft stands, in its theme
 * (theme6 by default) and chosen fonts: hero, message, venue, programme, doa and countdown, then
 * the contacts and the location; 'Next' goes on to Tambah Contacts.
 */
export function DemoPage() {
  const [draft] = useCardDraft();
  const theme = useTheme(draft.theme);
  const { fonts, headingSize } = useCardFonts(theme.data, draft);

  if (theme.isError) return <NotFoundPage />;
  if (!theme.data || !fonts) return <FullScreenSpinner />;
  const content = { ...draft, H2size: headingSize };
  const direction = draft.directions[0];

  return (
    <div className="relative">
      <PageMeta title={siteTitle('Pratonton Kad')} noindex />
      <ThemedCard theme={theme.data} content={content} fonts={fonts}>
        <CardSection label="Hubungi" title="Hubungi">
          {draft.contacts.length === 0 ? (
            <p>Tiada nombor telefon untuk dihubungi</p>
          ) : (
            <ul className="space-y-2">
              {draft.contacts.map((contact, i) => (
                <li key={i}>
                  <span className="font-semibold text-(--card-ink)">{contact.name}</span>
                  <span className="mt-1 flex justify-center gap-3 text-sm underline">
                    {contact.contactMethod !== 'whatsapp' && (
                      <a href={telLink(contact.phoneNumber)}>Telefon</a>
                    )}
                    {contact.contactMethod !== 'phonecall' && (
                      <a href={whatsappLink(contact.phoneNumber)}>WhatsApp</a>
                    )}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </CardSection>
        {direction && (
          <CardSection label="Lokasi" title="Lokasi">
            <p className="font-semibold text-(--card-ink)">{direction.locationName}</p>
            <p className="mt-2 flex justify-center gap-4 text-sm underline">
              <a href={direction.googleMapsUrl} target="_blank" rel="noopener noreferrer">
                Google Maps
              </a>
              <a href={direction.wazeUrl} target="_blank" rel="noopener noreferrer">
                Waze
              </a>
            </p>
          </CardSection>
        )}
      </ThemedCard>
      <div className="sticky bottom-0 z-20 flex justify-center gap-3 bg-gradient-to-t from-black/25 to-transparent px-4 pt-8 pb-[max(1rem,env(safe-area-inset-bottom))] print:hidden">
        <Link to={`/create/${draft.theme}`} className={buttonClass('secondary', 'flex-1 max-w-44')}>
          Ubah
        </Link>
        <Link to="/addcontacts" className={buttonClass('primary', 'flex-1 max-w-44')}>
          Next
        </Link>
      </div>
    </div>
  );
}
