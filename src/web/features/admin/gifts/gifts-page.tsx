import { useT } from '@web/i18n/use-t';
import { AdminShell } from '../components/admin-shell';
import { CatalogueSection } from './components/catalogue-section';

/**
 * The salam kaut panel's 'Idea Hadiah Kahwin' and
 * the card home's recommended items; add, edit, reorder, hide, each with its uploaded picture.
 */
export function AdminGiftsPage() {
  const t = useT();
  return (
    <AdminShell title={t('staffGifts.title')} intro={t('staffGifts.intro')}>
      <div className="space-y-10">
        <CatalogueSection
          kind="gift-ideas"
          heading={t('staffGifts.giftIdeas')}
          note={t('staffGifts.giftIdeasNote')}
        />
        <CatalogueSection
          kind="recommended-items"
          heading={t('staffGifts.recommended')}
          note={t('staffGifts.recommendedNote')}
        />
      </div>
    </AdminShell>
  );
}
