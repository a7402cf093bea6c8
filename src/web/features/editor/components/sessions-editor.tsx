import { useId } from 'react';
import { Plus, Trash2 } from 'lucide-react';
import type { Majlis, MajlisSession } from '@shared/card/card-content';
import { MAX_SESSIONS, MAX_SESSION_SEATS } from '@shared/card/card-content';
import { majlisSessionInputSchema } from '@shared/card/card-input';
import { displayTimeRange } from '@shared/dates/clock-time';
import { useCardWords } from '@web/i18n/card-words';
import { EnglishVersion } from '@web/themes/sections/english-version';
import { useRuleText, useT } from '@web/i18n/use-t';
import { useRowEditing } from '../hooks/use-row-editing';
import { newSession } from '../utils/majlis-list';
import { cardErrorClass, cardInputClass, cardPillClass, cardPrimaryPillClass } from './editor-ui';
import { RowButton } from './row-button';

/** A session being edited: its seats as typed. */
type Row = Omit<MajlisSession, 'seats'> & { seats: string };

const asRow = (session: MajlisSession): Row => ({ ...session, seats: String(session.seats) });

/** Each row checked by the server's own rule: the sessions, or each row's first message. */
function checkRows(rows: readonly Row[]) {
  const errors: (string | null)[] = [];
  const sessions: MajlisSession[] = [];
  for (const row of rows) {
    const seats = /^\d+$/.test(row.seats.trim()) ? Number(row.seats) : Number.NaN;
    const checked = majlisSessionInputSchema.safeParse({ ...row, seats });
    errors.push(checked.success ? null : (checked.error.issues[0]?.message ?? null));
    if (checked.success) sessions.push(checked.data);
  }
  return errors.some(Boolean) ? { ok: false as const, errors } : { ok: true as const, sessions };
}

/**
 * A majlis's sessions ("Sesi"): halls are booked in slots, and each guest picks one when they
 * answer; a session with no seats left is shown as full. Ubah Sesi (Tambah Sesi when there are
 * none) edits them in place: a name, start and end, and seats (people) each; Simpan checks them
 * with the server's rules, Batal leaves them.
 */
export function SessionsEditor({
  majlis,
  taken,
  onSave,
}: {
  majlis: Pick<Majlis, 'start_time' | 'end_time' | 'sessions'>;
  /** Every majlis and session id of the card (a new session's id is unlike them). */
  taken: readonly string[];
  onSave: (sessions: MajlisSession[]) => void;
}) {
  const t = useT();
  const sayRule = useRuleText();
  const { rows, errors, setRows, setErrors, open, close, change, remove } = useRowEditing<
    Row,
    string | null
  >();
  const id = useId();
  // In a card in both languages each session's name may have an English version.
  const both = useCardWords().language === 'both';
  const { sessions } = majlis;

  const add = (current: Row[]) => {
    const ids = [...taken, ...current.map((row) => row.id)];
    const made = newSession(majlis, current, ids);
    if (!made) return current;
    const { lastEndsAt } = made;
    const kept = lastEndsAt
      ? current.map((row, i) => (i === current.length - 1 ? { ...row, end_time: lastEndsAt } : row))
      : current;
    return [...kept, asRow(made.session)];
  };

  if (rows === null) {
    const start = () => {
      const current = sessions.map(asRow);
      open(current.length === 0 ? add(current) : current);
    };
    return (
      <div className="flex flex-col items-center gap-3">
        {sessions.length === 0 ? (
          <p className="text-sm opacity-80">{t('editorMajlis.sessions.none')}</p>
        ) : (
          <ul className="space-y-1">
            {sessions.map((session) => (
              <li key={session.id}>
                <span className="font-semibold text-(--card-ink)">{session.label}</span>
                {': '}
                {displayTimeRange(session.start_time, session.end_time)}
                <EnglishVersion malay={session.label} english={session.label_en} inline />
                <span className="block text-sm opacity-80">
                  {t('editorMajlis.sessions.seatsCount', { seats: session.seats })}
                </span>
              </li>
            ))}
          </ul>
        )}
        <button type="button" onClick={start} className={cardPillClass}>
          {sessions.length === 0
            ? t('editorMajlis.sessions.addFirst')
            : t('editorMajlis.sessions.edit')}
        </button>
      </div>
    );
  }

  const save = () => {
    const result = checkRows(rows);
    if (!result.ok) return setErrors(result.errors);
    onSave(result.sessions);
    close();
  };
  const full = rows.length >= MAX_SESSIONS;
  const field = `${cardInputClass} w-full`;

  return (
    <div className="flex flex-col items-stretch gap-3 text-left">
      <p className="text-center text-sm opacity-80">{t('editorMajlis.sessions.intro')}</p>
      <ol className="space-y-3">
        {rows.map((row, i) => {
          const n = i + 1;
          const error = errors[i];
          const errorId = `${id}-${row.id}-error`;
          const described = error ? { 'aria-describedby': errorId } : {};
          return (
            <li key={row.id} className="rounded-2xl border border-(--card-ink)/15 p-3">
              <div className="flex items-center gap-2">
                <input
                  aria-label={t('editorMajlis.sessions.name', { n })}
                  value={row.label}
                  maxLength={60}
                  onChange={(event) => change(i, { label: event.target.value })}
                  className={field}
                  {...described}
                />
                <RowButton
                  label={t('editorMajlis.sessions.remove', { n })}
                  icon={Trash2}
                  onClick={() => remove(i)}
                  className="shrink-0"
                />
              </div>
              {both && (
                <input
                  aria-label={t('editorEnglish.sessionLabel', { n })}
                  placeholder={t('editorEnglish.placeholder')}
                  value={row.label_en ?? ''}
                  maxLength={60}
                  onChange={(event) => change(i, { label_en: event.target.value })}
                  className={`${field} mt-2 italic`}
                />
              )}
              <div className="mt-2 grid grid-cols-2 gap-2 font-sans text-xs font-semibold tracking-normal uppercase">
                <label className="flex flex-col gap-1">
                  {t('editorMajlis.time.start')}
                  <input
                    type="time"
                    aria-label={t('editorMajlis.sessions.start', { n })}
                    value={row.start_time}
                    onChange={(event) => change(i, { start_time: event.target.value })}
                    className={field}
                  />
                </label>
                <label className="flex flex-col gap-1">
                  {t('editorMajlis.time.end')}
                  <input
                    type="time"
                    aria-label={t('editorMajlis.sessions.end', { n })}
                    value={row.end_time}
                    onChange={(event) => change(i, { end_time: event.target.value })}
                    className={field}
                  />
                </label>
                <label className="col-span-2 flex flex-col gap-1">
                  {t('editorMajlis.sessions.seats')}
                  <input
                    type="number"
                    inputMode="numeric"
                    min={1}
                    max={MAX_SESSION_SEATS}
                    aria-label={t('editorMajlis.sessions.seatsOf', { n })}
                    aria-invalid={error ? true : undefined}
                    value={row.seats}
                    onChange={(event) => change(i, { seats: event.target.value })}
                    className={field}
                  />
                </label>
              </div>
              {error && (
                <p id={errorId} role="alert" className={`${cardErrorClass} mt-2`}>
                  {sayRule(error)}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {rows.length === 0 && (
        <p className="text-center text-sm opacity-80">{t('editorMajlis.sessions.empty')}</p>
      )}
      <button
        type="button"
        onClick={() => setRows(add(rows))}
        disabled={full}
        aria-label={t('editorMajlis.sessions.add')}
        className={`${cardPillClass} w-full`}
      >
        <Plus className="h-4 w-4" aria-hidden="true" /> {t('editorMajlis.rows.add')}
      </button>
      {full && (
        <p className="text-center text-sm opacity-80">
          {t('editorMajlis.sessions.full', { max: MAX_SESSIONS })}
        </p>
      )}
      <div className="flex justify-center gap-3">
        <button type="button" onClick={close} className={cardPillClass}>
          {t('editorMajlis.rows.cancel')}
        </button>
        <button type="button" onClick={save} className={cardPrimaryPillClass}>
          {t('editorMajlis.rows.save')}
        </button>
      </div>
    </div>
  );
}
