import type { CardPageData } from '@shared/card/card-page';
import { CardNotFound } from './components/card-not-found';
import { ExpiryScreen } from './components/expiry-screen';
import { LiveCard } from './components/live-card';

/** The guest's card page (`/kad/:id`): the card, its expiry screen, or not found. */
export function CardPage({ data }: { data: CardPageData }) {
  if (data.state === 'expired') return <ExpiryScreen />;
  if (data.state === 'not-found') return <CardNotFound />;
  return <LiveCard data={data} />;
}
