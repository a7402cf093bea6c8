import { LandingPage } from '@web/features/landing/landing-page';
import { usePageInstant } from './page-instant';

/** `/`: the landing page, its sample card dated the day after the page was drawn. */
export function LandingRoute() {
  const { tomorrow } = usePageInstant();
  return <LandingPage sampleDate={tomorrow} />;
}
