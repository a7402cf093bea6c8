import { useSettings } from '@web/api/get-settings';
import { PageMeta } from '@web/components/ui/page-meta';
import { useT } from '@web/i18n/use-t';
import { FeatureList } from './components/feature-list';
import { Hero } from './components/hero';
import { HowItWorks } from './components/how-it-works';
import { MaintenanceScreen } from './components/maintenance-screen';
import { ThemeGallerySection } from './components/theme-gallery-section';

/**
 * The maintenance screen when settings say so, otherwise the hero
 * with the price, what a card holds, how it works and the theme gallery. The server draws it with
 * the settings already read, so there is nothing to wait for; opened inside the app
 * before settings came, the page shows at once and the price follows.
 */
export function LandingPage({ sampleDate }: { sampleDate: string }) {
  const t = useT();
  const settings = useSettings();
  if (settings.data?.maintenance_mode) return <MaintenanceScreen />;
  // If settings cannot be read the page still works; the price shows once they can (retries).
  return (
    <>
      <PageMeta title={t('layout.title.home')} />
      <Hero priceSen={settings.data?.price} sampleDate={sampleDate} />
      <FeatureList />
      <HowItWorks />
      <ThemeGallerySection />
    </>
  );
}
