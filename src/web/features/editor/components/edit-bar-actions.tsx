import { Save, UserRound } from 'lucide-react';
import { Hint } from './hint';
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
  return (
    <>
      {/* The hint keeps room above what it points at; in the bar its bubble floats over the card
          instead, and its wrapper takes the button's share of the bar. */}
      <div className="flex flex-none [&>span]:mt-0 [&>span]:flex">
        <Hint name="contacts">
          <button
            type="button"
            onClick={onContacts}
            aria-expanded={contactsOpen}
            className={`${barButtonClass} border border-emerald-deep/30 text-emerald-deep hover:border-emerald-deep`}
          >
            <UserRound className={iconClass} aria-hidden="true" />
            Contacts
          </button>
        </Hint>
      </div>
      <button
        type="button"
        onClick={onUpdate}
        disabled={saving}
        // Named even while its words give way to the spinner.
        aria-label="Update"
        aria-busy={saving || undefined}
        className={`${barButtonClass} bg-emerald-deep text-white shadow-md hover:bg-emerald-ink disabled:opacity-80`}
      >
        {/* While it saves, a spinner in its place: the bar keeps its layout. */}
        <span className={`flex items-center gap-1.5 ${saving ? 'invisible' : ''}`}>
          <Save className={iconClass} aria-hidden="true" />
          Update
        </span>
        {saving && (
          <span className="absolute inset-0 grid place-items-center">
            <ButtonSpinner />
          </span>
        )}
        {unsaved && !saving && (
          <span
            title="Ada perubahan belum disimpan"
            className="absolute top-1.5 right-3 h-2.5 w-2.5 rounded-full bg-amber-400 ring-2 ring-emerald-deep"
          />
        )}
      </button>
    </>
  );
}
