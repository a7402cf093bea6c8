import { CalendarDays, ClipboardCheck, Gift, MapPin, Phone } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { CardMessageId } from '@shared/i18n/card-words';

// The card's buttons, their words and icons, shared by the
// guest card, the /demo preview and the landing page's phone mock-up, so all three look alike.

export type PanelName = 'contacts' | 'location' | 'rsvp' | 'salam-kaut' | 'date';

/** Every button in the bar's order. */
export const PANEL_NAMES: readonly PanelName[] = [
  'contacts',
  'location',
  'rsvp',
  'salam-kaut',
  'date',
];

/** Each button's words (the card's catalogue). */
export const PANEL_LABELS: Record<PanelName, CardMessageId> = {
  contacts: 'card.panel.contacts',
  location: 'card.panel.location',
  rsvp: 'card.panel.rsvp',
  'salam-kaut': 'card.panel.salamKaut',
  date: 'card.panel.date',
};

/** The open panel's heading. */
export const PANEL_TITLES: Record<PanelName, CardMessageId> = {
  ...PANEL_LABELS,
  contacts: 'card.panelTitle.contacts',
  date: 'card.panelTitle.date',
};

export const PANEL_ICONS: Record<PanelName, LucideIcon> = {
  contacts: Phone,
  location: MapPin,
  rsvp: ClipboardCheck,
  'salam-kaut': Gift,
  date: CalendarDays,
};
