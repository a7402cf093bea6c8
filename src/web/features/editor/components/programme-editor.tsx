import { useId, useRef } from 'react';
import { ArrowDown, ArrowUp, Plus, Trash2 } from 'lucide-react';
import { MAX_PROGRAMME_ITEMS } from '@shared/card/card-content';
import { MAX_PROGRAMME_TITLE_LENGTH } from '@shared/card/card-input';
import type { ProgrammeItemErrors } from '@shared/card/programme-edit';
import {
  addProgrammeItem,
  checkProgramme,
  moveProgrammeItem,
  placeProgrammeItemsByTime,
} from '@shared/card/programme-edit';
import type { ProgrammeItem } from '@shared/itinerary/default-itinerary';
import { useCardWords } from '@web/i18n/card-words';
import { useRuleText, useT } from '@web/i18n/use-t';
import { CardSection } from '@web/themes/sections/card-section';
import { ProgrammeSection } from '@web/themes/sections/programme-section';
import { useRowEditing } from '../hooks/use-row-editing';
import { cardErrorClass, cardInputClass, cardPillClass, cardPrimaryPillClass } from './editor-ui';
import { RowButton } from './row-button';

/**
 * A row being edited, with a key that follows it when it moves, and whether Simpan places it
 * by its time (added or retimed, and not moved by hand since).
 */
type Row = ProgrammeItem & { key: number; byTime: boolean };

/**
 * The programme as guests see it, with Ubah Atur Cara Majlis;
 * in edit mode each item can be renamed, retimed, deleted, moved up or down, or added with +
 * ('New Item'); Simpan checks the list with the server's rules and keeps it, new and retimed
 * items placed by their time; Batal leaves it.
 */
export function ProgrammeEditor({
  items,
  startTime,
  onSave,
}: {
  items: ProgrammeItem[];
  startTime: string;
  onSave: (items: ProgrammeItem[]) => void;
}) {
  const t = useT();
  const sayRule = useRuleText();
  const { rows, errors, setRows, setErrors, open, close, change, remove } = useRowEditing<
    Row,
    ProgrammeItemErrors
  >();
  const nextKey = useRef(0);
  const id = useId();
  // In a card in both languages each item's title may have an English version.
  const both = useCardWords().language === 'both';
  const keyed = (item: ProgrammeItem, byTime = false): Row => ({
    ...item,
    key: nextKey.current++,
    byTime,
  });

  if (rows === null) {
    return (
      <ProgrammeSection items={items}>
        {items.length === 0 && (
          <p className="text-sm opacity-80">{t('editorMajlis.programme.none')}</p>
        )}
        <button
          type="button"
          onClick={() => open(items.map((item) => keyed(item)))}
          className={`${cardPillClass} mt-5`}
        >
          {t('editorMajlis.programme.edit')}
        </button>
      </ProgrammeSection>
    );
  }

  const move = (index: number, step: -1 | 1) => {
    // Moved by hand: it stays where the owner puts it.
    const placed = rows.map((row, i) => (i === index ? { ...row, byTime: false } : row));
    setRows(moveProgrammeItem(placed, index, step));
    setErrors(moveProgrammeItem(errors, index, step));
  };
  const add = () => {
    const [added] = addProgrammeItem(rows, startTime).slice(rows.length);
    if (added) setRows([...rows, keyed(added, true)]);
  };
  // Simpan: new and retimed items go to their place by time; the rest keep the owner's order.
  const save = () => {
    const result = checkProgramme(rows);
    if (!result.ok) return setErrors(result.errors);
    onSave(
      placeProgrammeItemsByTime(
        result.items,
        rows.map((row) => row.byTime),
      ),
    );
    close();
  };
  const full = rows.length >= MAX_PROGRAMME_ITEMS;

  return (
    <CardSection
      label={t('editorMajlis.programme.title')}
      title={t('editorMajlis.programme.title')}
    >
      <ol className="space-y-3 text-left">
        {rows.map((row, i) => {
          const n = i + 1;
          const found = errors[i] ?? {};
          const errorId = `${id}-${row.key}-error`;
          return (
            <li key={row.key} className="rounded-2xl border border-(--card-ink)/15 p-3">
              <input
                aria-label={t('editorMajlis.programme.itemTitle', { n })}
                aria-invalid={found.title ? true : undefined}
                aria-describedby={found.title || found.time ? errorId : undefined}
                value={row.title}
                maxLength={MAX_PROGRAMME_TITLE_LENGTH}
                onChange={(event) => change(i, { title: event.target.value })}
                className={`${cardInputClass} w-full`}
              />
              {both && (
                <input
                  aria-label={t('editorEnglish.itemTitle', { n })}
                  placeholder={t('editorEnglish.placeholder')}
                  value={row.title_en ?? ''}
                  maxLength={MAX_PROGRAMME_TITLE_LENGTH}
                  onChange={(event) => change(i, { title_en: event.target.value })}
                  className={`${cardInputClass} mt-2 w-full italic`}
                />
              )}
              <div className="mt-2 flex items-center gap-2">
                <input
                  type="time"
                  aria-label={t('editorMajlis.programme.itemTime', { n })}
                  aria-invalid={found.time ? true : undefined}
                  value={row.time}
                  onChange={(event) => change(i, { time: event.target.value, byTime: true })}
                  className={`${cardInputClass} mr-auto w-36`}
                />
                <RowButton
                  label={t('editorMajlis.programme.itemUp', { n })}
                  icon={ArrowUp}
                  onClick={() => move(i, -1)}
                  disabled={i === 0}
                />
                <RowButton
                  label={t('editorMajlis.programme.itemDown', { n })}
                  icon={ArrowDown}
                  onClick={() => move(i, 1)}
                  disabled={i === rows.length - 1}
                />
                <RowButton
                  label={t('editorMajlis.programme.itemRemove', { n })}
                  icon={Trash2}
                  onClick={() => remove(i)}
                />
              </div>
              {(found.title || found.time) && (
                <p id={errorId} role="alert" className={`${cardErrorClass} mt-2`}>
                  {[found.title, found.time]
                    .filter((text) => text !== undefined)
                    .map(sayRule)
                    .join(' ')}
                </p>
              )}
            </li>
          );
        })}
      </ol>
      {rows.length === 0 && (
        <p className="text-sm opacity-80">{t('editorMajlis.programme.empty')}</p>
      )}
      <button
        type="button"
        onClick={add}
        disabled={full}
        aria-label={t('editorMajlis.programme.add')}
        className={`${cardPillClass} mt-4 w-full`}
      >
        <Plus className="h-4 w-4" aria-hidden="true" /> {t('editorMajlis.rows.add')}
      </button>
      {full && (
        <p className="mt-2 text-sm opacity-80">
          {t('editorMajlis.programme.full', { max: MAX_PROGRAMME_ITEMS })}
        </p>
      )}
      <div className="mt-5 flex justify-center gap-3">
        <button type="button" onClick={close} className={cardPillClass}>
          {t('editorMajlis.rows.cancel')}
        </button>
        <button type="button" onClick={save} className={cardPrimaryPillClass}>
          {t('editorMajlis.rows.save')}
        </button>
      </div>
    </CardSection>
  );
}
