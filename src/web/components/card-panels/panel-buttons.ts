import { CalendarDays, ClipboardCheck, Gift, MapPin, Phone } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

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

export const PANEL_LABELS: Record<PanelName, string> = {
  contacts: 'Hubungi',
  location: 'Lokasi',
  rsvp: 'RSVP',
  'salam-kaut': 'Salam Kaut',
  date: 'Tarikh',
};

/** The open panel's heading. */
export const PANEL_TITLES: Record<PanelName, string> = {
  ...PANEL_LABELS,
  contacts: 'Hubungi Kami',
  date: 'Tarikh & Masa',
};

export const PANEL_ICONS: Record<PanelName, LucideIcon> = {
  contacts: Phone,
  location: MapPin,
  rsvp: ClipboardCheck,
  'salam-kaut': Gift,
  date: CalendarDays,
};
