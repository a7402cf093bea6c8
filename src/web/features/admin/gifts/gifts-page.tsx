import { AdminShell } from '../components/admin-shell';
import { CatalogueSection } from './components/catalogue-section';

/**
 * The salam kaut panel's 'Idea Hadiah Kahwin' and
 * the card home's recommended items; add, edit, reorder, hide, each with its uploaded picture.
 */
export function AdminGiftsPage() {
  return (
    <AdminShell
      title="Hadiah & Cadangan"
      intro="Idea hadiah di panel salam kaut kad tetamu, dan item cadangan di halaman kad pemilik."
    >
      <div className="space-y-10">
        <CatalogueSection
          kind="gift-ideas"
          heading="Idea Hadiah Kahwin"
          note="Dipaparkan kepada tetamu di panel salam kaut apabila pemilik menghidupkan idea hadiah."
        />
        <CatalogueSection
          kind="recommended-items"
          heading="Item Cadangan"
          note="Dipaparkan kepada pemilik di halaman kad mereka (Recommended)."
        />
      </div>
    </AdminShell>
  );
}
