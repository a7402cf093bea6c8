import { Save, UserRound } from 'lucide-react';
import { useStoredFlag } from '@web/hooks/use-stored-flag';
import { useT } from '@web/i18n/use-t';
import { HINTS } from './hint';
import { ButtonSpinner } from './button-spinner';

// As wide as their words (and without their icons on a phone), so Select Fonts beside them keeps
// its one line on a 390 px phone.
const iconClass = 'hidden h-4 w-4 shrink-0 min-[420px]:block';
const barButtonClass =
  'relative flex min-h-12 flex-none items-center justify-center gap-1.5 rounded-full px-3 text-sm min-[420px]:px-5 font-semibold whitespace-nowrap transition';

/**
 * The edit page's buttons in the editor's bar (an add-contacts button,
 * with its hint 'Klik untuk tambah contact', and Update).
 */
export function EditBarActions({
  contactsOpen,
  saving,
  unsaved,
  onContacts,
  onUpdate,
}: {
  contactsOpen: boolean;
  saving: boolean;
  unsaved: boolean;
  onContacts: () => void;
  onUpdate: () => void;
}) {
  // The contacts hint shows until Contacts is first tapped (remembered as the card's other hints
  // are, under `tooltip_contacts`).
  const t = useT();
  const [hintSeen, setHintSeen] = useStoredFlag('tooltip_contacts');
  return (
    <>
      {/* The hint is a strip of the bar itself, above its buttons: a bubble floating over the card
          covered whatever scrolled under it (the bride's name, the programme's last row). The
          card keeps room for it at its end, and it steps aside while a panel is open. */}
      {!hintSeen && (
        <p
          aria-hidden="true"
          data-hint-strip=""
          className="pointer-events-none absolute inset-x-0 bottom-full flex justify-end border-t border-neutral-200 bg-white/95 px-3 pt-1.5 pb-2 backdrop-blur [body:has([role=dialog])_&]:hidden"
        >
          <span
            data-hint="contacts"
            className="relative rounded-lg bg-emerald-deep px-3 py-1 text-xs leading-tight font-medium text-white"
          >
            {t(HINTS.contacts)}
          </span>
        </p>
      )}
      <div className="flex flex-none">
        <button
          type="button"
          onClick={() => {
            setHintSeen(true);
            onContacts();
          }}
          aria-expanded={contactsOpen}
          className={`${barButtonClass} border border-emerald-deep/30 text-emerald-deep hover:border-emerald-deep`}
        >
          <UserRound className={iconClass} aria-hidden="true" />
          {t('editor.bar.contacts')}
        </button>
      </div>
      <button
        type="button"
        onClick={onUpdate}
        disabled={saving}
        // Named even while its words give way to the spinner.
        aria-label={t('editor.bar.update')}
        aria-busy={saving || undefined}
        className={`${barButtonClass} bg-emerald-deep text-white shadow-md hover:bg-emerald-ink disabled:opacity-80`}
      >
        {/* While it saves, a spinner in its place: the bar keeps its layout. */}
        <span className={`flex items-center gap-1.5 ${saving ? 'invisible' : ''}`}>
          <Save className={iconClass} aria-hidden="true" />
          {t('editor.bar.update')}
        </span>
        {saving && (
          <span className="absolute inset-0 grid place-items-center">
            <ButtonSpinner />
          </span>
        )}
        {unsaved && !saving && (
          <span
            title={t('editor.bar.unsaved')}
            className="absolute top-1.5 right-3 h-2.5 w-2.5 rounded-full bg-amber-400 ring-2 ring-emerald-deep"
          />
        )}
      </button>
    </>
  );
}
