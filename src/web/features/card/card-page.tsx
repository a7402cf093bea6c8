import type { CardPageData } from '@shared/card/card-page';
import { CardWordsProvider } from '@web/i18n/card-words';
import { CardNotFound } from './components/card-not-found';
import { CardTakenDown } from './components/card-taken-down';
import { ExpiryScreen } from './components/expiry-screen';
import { LiveCard } from './components/live-card';
import { usePassed } from './hooks/use-passed';

type LiveCardData = Extract<CardPageData, { state: 'live' }>;

/**
 * The guest's card page (`/kad/:id`): the card, its expiry screen, taken down, or not found, in
 * the card's language (its words come with the page's data).
 */
export function CardPage({ data }: { data: CardPageData }) {
  return (
    <CardWordsProvider words={data.words}>
      <CardScreen data={data} />
    </CardWordsProvider>
  );
}

function CardScreen({ data }: { data: CardPageData }) {
  if (data.state === 'expired') return <ExpiryScreen />;
  if (data.state === 'not-found') return <CardNotFound />;
  if (data.state === 'closed') return <CardTakenDown />;
  return <TurningCard data={data} />;
}

/**
 * The live card, which turns while open as a page loaded later would show: to the expiry screen
 * when the trial ends, and to the card after the day (or its taken-down page) when the last
 * majlis ends, by this browser's clock, as the countdown ticks.
 */
function TurningCard({ data }: { data: LiveCardData }) {
  const { features } = data.card;
  const trialOver = usePassed(features.trial_ends_at, data.renderedAt);
  const held = usePassed(features.held_at, data.renderedAt);
  if (trialOver) return <ExpiryScreen />;
  if (held && features.after_day === 'down') return <CardTakenDown />;
  return <LiveCard data={data} held={held} />;
}
