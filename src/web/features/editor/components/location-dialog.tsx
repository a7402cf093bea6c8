import { useState } from 'react';
import type { FormEvent, RefObject } from 'react';
import { ExternalLink, MapPin } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { Majlis } from '@shared/card/card-content';
import { MAJLIS_TEXT_RULES } from '@shared/card/card-input';
import type { VenueErrors } from '@shared/card/venue';
import { applyVenueForm, venueForm } from '@shared/card/venue';
import type { Place } from '@shared/schemas/places';
import { placeCoordinatesText, venueTextOfPlace } from '@shared/schemas/places';
import { PlaceSearch } from '@web/components/location-search/place-search';
import { FormField, fieldControl, inputClass } from '@web/components/ui/form-field';
import { Button } from '@web/components/ui/link-button';
import { SheetDialog } from '@web/components/ui/sheet-dialog';
import { useLocale } from '@web/i18n/locale-provider';
import { useRuleText, useT } from '@web/i18n/use-t';

/** Where a visitor finds a place's coordinates ("a link to a coordinates site"). */
export const COORDINATES_SITE_URL = 'https://www.google.com/maps';
/** Google's own help page on finding a place's coordinates, in the page's language. */
export const COORDINATES_HELP_URL = 'https://support.google.com/maps/answer/18539';

type VenueFields = Pick<Majlis, 'location' | 'directions'>;

/** A link out of the guide, in a new tab. */
function GuideLink({
  href,
  icon: Icon,
  children,
}: {
  href: string;
  icon: LucideIcon;
  children: string;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      className="inline-flex items-center gap-1 font-semibold text-emerald-deep underline underline-offset-2"
    >
      <Icon className="h-4 w-4" aria-hidden="true" /> {children}
    </a>
  );
}

/** The three steps of copying a place's coordinates from Google Maps, above the form. */
function CoordinatesGuide() {
  const t = useT();
  const { locale } = useLocale();
  return (
    <div className="rounded-2xl bg-emerald-deep/5 p-4 text-sm text-neutral-700">
      <p className="font-semibold text-emerald-deep">{t('editor.venue.guideTitle')}</p>
      <ol className="mt-2 list-decimal space-y-1 pl-5">
        <li>{t('editor.venue.guideStep1')}</li>
        <li>{t('editor.venue.guideStep2')}</li>
        <li>{t('editor.venue.guideStep3')}</li>
      </ol>
      <p className="mt-3 flex flex-wrap gap-x-4 gap-y-2">
        <GuideLink href={COORDINATES_SITE_URL} icon={MapPin}>
          {t('editor.venue.openMaps')}
        </GuideLink>
        <GuideLink href={`${COORDINATES_HELP_URL}?hl=${locale}`} icon={ExternalLink}>
          {t('editor.venue.mapsHelp')}
        </GuideLink>
      </p>
    </div>
  );
}

/**
 * The create screen's venue panel: a guide to copying coordinates, then Location
 * Name and Coordinate (both required, the spec's coordinate message), and Add Location, or Update
 * Location once the majlis has one. The name becomes the majlis's Tempat text; the coordinates its
 * one direction.
 */
export function LocationDialog({
  majlis,
  title,
  onSave,
  onClose,
  alsoFocusable,
}: {
  majlis: VenueFields;
  /** The panel's title: which majlis's venue it is, on a card of several. */
  title?: string;
  onSave: (fields: VenueFields) => void;
  onClose: () => void;
  alsoFocusable?: RefObject<HTMLElement | null>;
}) {
  const t = useT();
  const sayRule = useRuleText();
  const [form, setForm] = useState(() => venueForm(majlis));
  const [errors, setErrors] = useState<VenueErrors>({});
  const hasDirection = majlis.directions.length > 0;
  const [chosen, setChosen] = useState<Place | null>(null);

  // A chosen place fills both fields; Add/Update Location checks them.
  const choose = (place: Place) => {
    setChosen(place);
    setForm({
      name: venueTextOfPlace(place.name, MAJLIS_TEXT_RULES.location.maxLength),
      coordinates: placeCoordinatesText(place),
    });
    setErrors({});
  };

  const save = (event: FormEvent) => {
    event.preventDefault();
    const result = applyVenueForm(form);
    if (!result.ok) return setErrors(result.errors);
    onSave(result.fields);
    onClose();
  };

  return (
    <SheetDialog
      title={title ?? t('editor.venue.title')}
      onClose={onClose}
      alsoFocusable={alsoFocusable}
    >
      <PlaceSearch chosenId={chosen?.placeId} onChoose={choose} />
      {chosen && (
        <p role="status" className="mt-3 text-sm text-emerald-deep">
          {t('editor.venue.filled', {
            button: hasDirection ? t('editor.venue.update') : t('editor.venue.add'),
          })}
        </p>
      )}
      <p className="my-4 text-center text-xs text-neutral-500">{t('editor.venue.orCopy')}</p>
      <CoordinatesGuide />
      <form onSubmit={save} noValidate className="mt-5 space-y-4">
        <FormField
          id="venue-name"
          label={t('editor.venue.name')}
          error={errors.name && sayRule(errors.name)}
        >
          <textarea
            {...fieldControl('venue-name', errors.name)}
            value={form.name}
            onChange={(event) => setForm({ ...form, name: event.target.value })}
            rows={3}
            maxLength={MAJLIS_TEXT_RULES.location.maxLength}
            placeholder={t('editor.venue.namePlaceholder')}
            className={`${inputClass} resize-none`}
          />
        </FormField>
        <FormField
          id="venue-coordinates"
          label={t('editor.venue.coordinates')}
          error={errors.coordinates && sayRule(errors.coordinates)}
        >
          <input
            {...fieldControl('venue-coordinates', errors.coordinates)}
            value={form.coordinates}
            onChange={(event) => setForm({ ...form, coordinates: event.target.value })}
            autoComplete="off"
            spellCheck={false}
            maxLength={40}
            placeholder="3.139003, 101.686855"
            className={inputClass}
          />
        </FormField>
        <Button type="submit" className="w-full">
          {hasDirection ? t('editor.venue.update') : t('editor.venue.add')}
        </Button>
      </form>
    </SheetDialog>
  );
}
