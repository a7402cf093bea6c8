import { useId } from 'react';
import type { ReactNode } from 'react';
import { ArrowDown, ArrowUp, Trash2 } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { Majlis } from '@shared/card/card-content';
import { majlisTitle } from '@shared/card/majlis';
import { useT } from '@web/i18n/use-t';
import type { MajlisPatch } from '../utils/change-majlis';
import { MAJLIS_CHOICES, withChoice } from '../utils/majlis-list';
import { EnglishInline } from './english-inline';
import { InlineText } from './inline-text';
import { SessionsEditor } from './sessions-editor';
import { cardBlockLabelClass, cardErrorClass, cardInputClass } from './editor-ui';

/** The order buttons: the card's small pills, narrower, so the three fit a phone's line. */
const orderButtonClass =
  'inline-flex min-h-10 items-center justify-center gap-1 rounded-full border border-(--card-ink)/40 bg-(--card-page) px-3 font-sans text-sm font-semibold tracking-normal text-(--card-ink) normal-case shadow-sm transition hover:border-(--card-ink) disabled:cursor-not-allowed disabled:opacity-40';

// The parts of a majlis the card's first majlis never had: what it is, who hosts it, its
// sessions, whether only invited parties see it, and its place in the list.

/** A labelled block of a majlis on the card, as the venue's Tempat, Tarikh and Masa. */
export function MajlisBlock({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="py-3">
      <h3 className={cardBlockLabelClass}>{label}</h3>
      <div className="mt-1">{children}</div>
    </div>
  );
}

/** What the majlis is: one of the kinds, or the couple's own title (then typed on the card). */
export function KindField({
  majlis,
  onChange,
}: {
  majlis: Pick<Majlis, 'kind' | 'title' | 'title_en'>;
  onChange: (patch: MajlisPatch) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <div className="flex flex-col items-center gap-2">
      <label htmlFor={id} className="sr-only">
        {t('editorMajlis.majlis.kind')}
      </label>
      <select
        id={id}
        value={majlis.kind}
        onChange={(event) => {
          const choice = MAJLIS_CHOICES.find((item) => item.kind === event.target.value);
          if (choice) onChange(withChoice({ kind: choice.kind, title: majlis.title }));
        }}
        className={cardInputClass}
      >
        {MAJLIS_CHOICES.map((choice) => (
          <option key={choice.kind} value={choice.kind}>
            {t(choice.label)}
          </option>
        ))}
      </select>
      {majlis.kind === 'lain' && (
        <span className="block">
          <InlineText
            field="title"
            value={majlis.title}
            placeholder={t('editorMajlis.majlis.titlePlaceholder')}
            onChange={(title) => onChange({ title })}
          />
          <EnglishInline
            field="title"
            malay={majlis.title}
            value={majlis.title_en}
            onChange={(title_en) => onChange({ title_en })}
          />
        </span>
      )}
    </div>
  );
}

/** Tuan rumah: who invites to this majlis (e.g. the groom's parents at the bertandang). */
export function HostsField({
  hosts,
  hostsEnglish,
  onChange,
}: {
  hosts: string;
  hostsEnglish: string | undefined;
  onChange: (patch: MajlisPatch) => void;
}) {
  const t = useT();
  return (
    <MajlisBlock label={t('editorMajlis.majlis.hosts')}>
      <InlineText
        field="hosts"
        value={hosts}
        multiline
        placeholder={t('editorMajlis.majlis.hostsPlaceholder')}
        onChange={(value) => onChange({ hosts: value })}
      />
      <EnglishInline
        field="hosts"
        malay={hosts}
        value={hostsEnglish}
        multiline
        onChange={(value) => onChange({ hosts_en: value })}
      />
    </MajlisBlock>
  );
}

/** Sesi: the majlis's sessions and their seats. */
export function SessionsField({
  majlis,
  taken,
  onChange,
}: {
  majlis: Majlis;
  taken: readonly string[];
  onChange: (patch: MajlisPatch) => void;
}) {
  const t = useT();
  return (
    <MajlisBlock label={t('editorMajlis.majlis.sessions')}>
      <SessionsEditor majlis={majlis} taken={taken} onSave={(sessions) => onChange({ sessions })} />
    </MajlisBlock>
  );
}

/**
 * Jemputan sahaja: only parties of the guest list invited to this majlis see it (through their
 * personal links); the card's own link does not.
 */
export function InviteOnlySwitch({
  on,
  onChange,
}: {
  on: boolean;
  onChange: (on: boolean) => void;
}) {
  const t = useT();
  const id = useId();
  return (
    <label className="mx-auto flex max-w-80 cursor-pointer items-start gap-3 py-3 text-left font-sans text-sm tracking-normal normal-case">
      <input
        type="checkbox"
        role="switch"
        checked={on}
        aria-describedby={`${id}-description`}
        onChange={(event) => onChange(event.target.checked)}
        className="mt-0.5 h-5 w-5 shrink-0 accent-(--card-ink)"
      />
      <span>
        <span className="block font-semibold text-(--card-ink)">
          {t('editorMajlis.majlis.inviteOnly')}
        </span>
        <span id={`${id}-description`} className="block opacity-80">
          {on ? t('editorMajlis.majlis.inviteOnlyOn') : t('editorMajlis.majlis.inviteOnlyOff')}
        </span>
      </span>
    </label>
  );
}

function OrderButton({
  icon: Icon,
  text,
  label,
  onClick,
  disabled = false,
}: {
  icon: LucideIcon;
  text: string;
  label: string;
  onClick: () => void;
  disabled?: boolean;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      className={orderButtonClass}
    >
      <Icon className="h-4 w-4" aria-hidden="true" /> {text}
    </button>
  );
}

/**
 * Naik, Turun and Padam for one majlis of several. Guests read the majlis by date and time;
 * this order is the couple's, and breaks ties. A refusal of the shared rule (the last open
 * majlis) is said under them.
 */
export function MajlisOrderButtons({
  majlis,
  index,
  count,
  problem,
  onMove,
  onRemove,
}: {
  majlis: Pick<Majlis, 'kind' | 'title'>;
  index: number;
  count: number;
  problem: string | null;
  onMove: (step: -1 | 1) => void;
  onRemove: () => void;
}) {
  const t = useT();
  const title = majlisTitle(majlis);
  return (
    <div className="pt-3">
      <div className="flex flex-wrap justify-center gap-1.5">
        <OrderButton
          icon={ArrowUp}
          text={t('editorMajlis.majlis.up')}
          label={t('editorMajlis.majlis.moveUp', { title })}
          onClick={() => onMove(-1)}
          disabled={index === 0}
        />
        <OrderButton
          icon={ArrowDown}
          text={t('editorMajlis.majlis.down')}
          label={t('editorMajlis.majlis.moveDown', { title })}
          onClick={() => onMove(1)}
          disabled={index === count - 1}
        />
        <OrderButton
          icon={Trash2}
          text={t('editorMajlis.majlis.remove')}
          label={t('editorMajlis.majlis.removeNamed', { title })}
          onClick={onRemove}
        />
      </div>
      {problem && (
        <p role="alert" className={`${cardErrorClass} mt-3`}>
          {problem}
        </p>
      )}
    </div>
  );
}
