import { useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { CARD_TEXT_RULES, MAJLIS_TEXT_RULES, cardTextError } from '@shared/card/card-input';
import type { CardTextField, MajlisTextField } from '@shared/card/card-input';
import { useRuleText, useT } from '@web/i18n/use-t';
import { Lines } from '@web/themes/sections/card-section';
import { TEXT_FIELD_LABELS, textControl } from '../utils/server-field';
import { cardErrorClass, editableClass } from './editor-ui';

/**
 * A text of the card or of one of its majlis (its hosts, its own title; its venue's English
 * version, the venue itself being set in the venue panel).
 */
type TextField = CardTextField | MajlisTextField;

const ruleOf = (field: TextField) =>
  field in MAJLIS_TEXT_RULES
    ? MAJLIS_TEXT_RULES[field as MajlisTextField]
    : CARD_TEXT_RULES[field as CardTextField];

/**
 * One text of the card, edited in place: it reads as on the card
 * until tapped, then becomes a field in the same font, size and place. Each value the server
 * would take (the shared rule of that field) is kept at once, so nothing typed is lost on a
 * reload; a value it would refuse shows the field's message (in the owner's language) and is not kept. Enter (one-line
 * fields), Siap or leaving the field finishes; Escape puts back what was there before.
 */
export function InlineText({
  field,
  value,
  onChange,
  multiline = false,
  emptyValue = '',
  placeholder,
  className = '',
  english = false,
}: {
  field: TextField;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  /** What an emptied field keeps (the message title keeps 'null', which hides it on the card). */
  emptyValue?: string;
  placeholder?: string;
  className?: string;
  /** The English version of `field`: its rule and messages, its own name and placeholder. */
  english?: boolean;
}) {
  const t = useT();
  const sayRule = useRuleText();
  const rule = ruleOf(field);
  const label = t(TEXT_FIELD_LABELS[field]);
  const name = english ? t('editorEnglish.label', { label }) : label;
  const control = english
    ? t('editorEnglish.edit', { label: label.charAt(0).toLowerCase() + label.slice(1) })
    : textControl(t, field);
  const emptyText =
    placeholder ?? t(english ? 'editorEnglish.placeholder' : 'editor.text.placeholder');
  const shown = value === emptyValue ? '' : value;
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const before = useRef(value);
  const id = useId();

  const clean = (text: string) => (multiline ? text : text.replace(/\s*\n\s*/g, ' '));
  const keep = (text: string) => {
    const trimmed = clean(text).trim();
    const problem = cardTextError(field, trimmed);
    setError(problem);
    if (!problem) onChange(trimmed === '' ? emptyValue : trimmed);
    return problem;
  };

  const start = () => {
    before.current = value;
    setError(null);
    setEditing(shown);
  };
  const finish = () => {
    if (editing !== null && keep(editing) === null) setEditing(null);
  };
  const cancel = () => {
    onChange(before.current);
    setError(null);
    setEditing(null);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Escape') {
      event.preventDefault();
      cancel();
    } else if (event.key === 'Enter' && !multiline) {
      event.preventDefault();
      finish();
    }
  };

  if (editing === null) {
    return (
      <button type="button" onClick={start} className={`${editableClass} ${className}`}>
        <span className="sr-only">{control} </span>
        {shown === '' ? (
          <span className="italic opacity-60">{emptyText}</span>
        ) : multiline ? (
          <Lines text={shown} inline />
        ) : (
          shown
        )}
      </button>
    );
  }

  const lines = Math.max(1, editing.split('\n').length);
  return (
    <span className={`block w-full ${className}`}>
      <textarea
        // Opening the field is the visitor's own tap on this text: focus follows it.
        autoFocus
        aria-label={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        value={editing}
        rows={multiline ? lines : 1}
        maxLength={rule.maxLength}
        onChange={(event) => {
          setEditing(event.target.value);
          keep(event.target.value);
        }}
        onKeyDown={onKeyDown}
        onBlur={finish}
        onFocus={(event) => {
          const end = event.target.value.length;
          event.target.setSelectionRange(end, end);
        }}
        className="block w-full resize-none rounded-lg bg-(--card-page) px-2 py-1 text-center text-[length:max(1em,16px)] [field-sizing:content] ring-2 ring-(--card-highlight) outline-none aria-invalid:ring-red-600"
      />
      <span className="mt-1.5 flex items-start justify-between gap-3 font-sans text-xs leading-snug font-normal tracking-normal normal-case not-italic">
        <span id={`${id}-error`} role="alert" className={error ? cardErrorClass : undefined}>
          {error && sayRule(error)}
        </span>
        <span className="flex shrink-0 items-center gap-2">
          <span className="tabular-nums opacity-70">
            {editing.length}/{rule.maxLength}
          </span>
          <button
            type="button"
            // Keeps the field focused until the click lands (a blur would finish first).
            onMouseDown={(event) => event.preventDefault()}
            onClick={finish}
            className="rounded-full bg-neutral-900 px-3 py-1 font-semibold text-white"
          >
            {t('editor.text.done')}
          </button>
        </span>
      </span>
    </span>
  );
}
