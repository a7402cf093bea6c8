import { useState } from 'react';
import type { Place } from '@shared/schemas/places';
import { PlaceSearch } from '@web/components/location-search/place-search';
import { PageMeta, siteTitle } from '@web/components/ui/page-meta';
import { useT } from '@web/i18n/use-t';
import { ChosenPlace } from './components/chosen-place';

/**
 * A location search box restricted to Malaysia, listing place
 * names; choosing one shows its coordinates (to copy into the venue panel) and its map links.
 */
export function SearchPage() {
  const t = useT();
  const [chosen, setChosen] = useState<Place | null>(null);
  return (
    <section className="mx-auto max-w-5xl px-5 pt-24 pb-16">
      <PageMeta title={siteTitle(t('locationSearch.pageTitle'))} />
      <p className="text-sm font-semibold tracking-[0.2em] text-gold-deep uppercase">
        {t('locationSearch.label')}
      </p>
      <h1 className="mt-1 font-display text-3xl text-emerald-deep sm:text-4xl">
        {t('locationSearch.heading')}
      </h1>
      <p className="mt-2 max-w-2xl text-muted">{t('locationSearch.intro')}</p>
      <div className="mt-8 grid gap-6 lg:grid-cols-2 lg:items-start">
        <div className="rounded-2xl bg-white p-5 shadow-sm">
          <PlaceSearch chosenId={chosen?.placeId} onChoose={setChosen} autoFocus />
        </div>
        {chosen && <ChosenPlace place={chosen} />}
      </div>
    </section>
  );
}
