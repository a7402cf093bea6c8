import { useRef } from 'react';
import type { KeyboardEvent } from 'react';
import type { RsvpCounts } from '@shared/schemas/rsvp';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import { useT } from '@web/i18n/use-t';
import type { RsvpView } from '../api/get-rsvps';
import { RSVP_VIEWS } from '../api/get-rsvps';

/** Each group's name (and all of them): Semua, Belum Hadir, Sudah Hadir, Tidak Hadir. */
export const VIEW_KEYS: Record<RsvpView, SiteMessageId> = {
  all: 'rsvps.group.all',
  expected: 'rsvps.group.expected',
  'checked-in': 'rsvps.group.checkedIn',
  declined: 'rsvps.group.declined',
};

export const tabId = (view: RsvpView) => `rsvp-tab-${view}`;

/**
 * A tab's second line: its RSVPs and, for a group, the sum of their guests (each
 * group with its guest total). Two pieces that wrap whole when the tab is narrow.
 */
function tally(view: RsvpView, counts: RsvpCounts, t: ReturnType<typeof useT>): string[] {
  if (view !== 'all') {
    const { parties, guests } = counts[view];
    return [t('rsvps.rsvps', { count: parties }), t('rsvps.people', { count: guests })];
  }
  const all = counts.expected.parties + counts['checked-in'].parties + counts.declined.parties;
  return [t('rsvps.rsvps', { count: all })];
}

/**
 * The three groups (and all of them), each with its count of RSVPs and its total of guests. Tabs
 * in the ARIA sense: the arrow keys, Home and End move between them, Tab goes on to the list.
 */
export function RsvpGroupTabs({
  view,
  counts,
  panelId,
  onChange,
}: {
  view: RsvpView;
  counts: RsvpCounts;
  panelId: string;
  onChange: (view: RsvpView) => void;
}) {
  const t = useT();
  const tabs = useRef<Partial<Record<RsvpView, HTMLButtonElement | null>>>({});
  const onKeyDown = (event: KeyboardEvent, index: number) => {
    const last = RSVP_VIEWS.length - 1;
    const to =
      event.key === 'ArrowRight' || event.key === 'ArrowDown'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft' || event.key === 'ArrowUp'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (to === null) return;
    event.preventDefault();
    const next = RSVP_VIEWS[to]!;
    onChange(next);
    tabs.current[next]?.focus();
  };

  return (
    <div
      role="tablist"
      aria-label={t('rsvps.groups')}
      className="grid grid-cols-2 gap-2 sm:grid-cols-4"
    >
      {RSVP_VIEWS.map((tab, index) => {
        const selected = tab === view;
        return (
          <button
            key={tab}
            ref={(element) => {
              tabs.current[tab] = element;
            }}
            type="button"
            role="tab"
            id={tabId(tab)}
            aria-selected={selected}
            aria-controls={panelId}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={`flex min-h-16 flex-col items-start justify-center rounded-2xl border px-4 py-2.5 text-left transition focus-visible:ring-2 focus-visible:ring-emerald-deep focus-visible:ring-offset-2 focus-visible:outline-none ${
              selected
                ? 'border-emerald-deep bg-emerald-deep text-white shadow-md shadow-emerald-deep/20'
                : 'border-emerald-deep/15 bg-paper text-ink hover:border-emerald-deep/40'
            }`}
          >
            <span className="font-semibold">{t(VIEW_KEYS[tab])}</span>
            {/* Said between the pieces, which sit apart on screen: "Belum Hadir, 12 RSVP, 30 orang". */}
            <span className="sr-only">, </span>
            <span
              className={`flex flex-wrap gap-x-3 text-sm tabular-nums ${selected ? 'text-white/85' : 'text-muted'}`}
              data-testid={`tally-${tab}`}
            >
              {tally(tab, counts, t).map((piece, index) => (
                <span key={index} className="whitespace-nowrap">
                  {index > 0 && <span className="sr-only">, </span>}
                  {piece}
                </span>
              ))}
            </span>
          </button>
        );
      })}
    </div>
  );
}
