import { useEffect, useRef, useState } from 'react';
import { useRuleText } from '@web/i18n/use-t';
import type { CardContent, Majlis } from '@shared/card/card-content';
import type { CardLanguage } from '@shared/i18n/card-words';
import type { HijriSetting } from '../components/wedding-date-editor';
import type { MajlisPatch } from '../utils/change-majlis';
import { changeMajlis, majlisAt } from '../utils/change-majlis';
import type { MajlisChoice } from '../utils/majlis-list';
import { addMajlis, moveMajlis, removeMajlis, setInviteOnly } from '../utils/majlis-list';
import { MAJLIS_ATTRIBUTE } from '../utils/server-field';

/**
 * The editor's changes to the card's majlis, each reported as a patch of the card: one majlis's
 * fields, its date with the card's Hijri setting, and the list itself (add, move, remove, open or
 * invitation only). A change the shared rule refuses is not made; its message is kept with the
 * majlis it was about (`refusal`) until the next change to the list.
 */
export function useMajlisList(
  content: Pick<CardContent, 'majlis'>,
  onChange: (patch: Partial<CardContent>) => void,
  /** The card's language: a new majlis's programme is written in it. */
  language: CardLanguage = 'ms',
) {
  const sayRule = useRuleText();
  const list = content.majlis;
  const [refusal, setRefusal] = useState<{ id: string; message: string } | null>(null);

  // A majlis just added: brought into view once drawn, and focus taken there.
  const added = useRef<string | null>(null);
  useEffect(() => {
    if (added.current === null) return;
    const index = list.findIndex((majlis) => majlis.id === added.current);
    added.current = null;
    const group = document.querySelector<HTMLElement>(`[${MAJLIS_ATTRIBUTE}="${index}"]`);
    group?.scrollIntoView({ block: 'start' });
    group?.focus({ preventScroll: true });
  }, [list]);

  const changeList = (majlis: Majlis[]) => {
    setRefusal(null);
    onChange({ majlis });
  };
  const refuse = (index: number, message: string) =>
    setRefusal({ id: majlisAt(content, index).id, message });

  return {
    /** Why the last change of the majlis `id` was refused (in the owner's language), or null. */
    refusalOf: (id: string) => (refusal?.id === id ? sayRule(refusal.message) : null),
    change: (index: number) => (patch: MajlisPatch) =>
      onChange(changeMajlis(content, index, patch)),
    changeDate: (index: number) => (date: string, hijri: HijriSetting) =>
      onChange({ ...changeMajlis(content, index, { date }), ...hijri }),
    add: (choice: MajlisChoice) => {
      const result = addMajlis(list, choice, Math.random, language);
      if (!result.ok) return;
      added.current = result.id;
      changeList(result.majlis);
    },
    move: (index: number, step: -1 | 1) => changeList(moveMajlis(list, index, step)),
    /** Whether the majlis may go (the editor then asks first); if not, the refusal says why. */
    mayRemove: (index: number) => {
      const result = removeMajlis(list, index);
      if (result.ok) setRefusal(null);
      else refuse(index, result.message);
      return result.ok;
    },
    remove: (index: number) => {
      const result = removeMajlis(list, index);
      if (result.ok) changeList(result.majlis);
    },
    setInviteOnly: (index: number) => (on: boolean) => {
      const result = setInviteOnly(list, index, on);
      if (result.ok) changeList(result.majlis);
      else refuse(index, result.message);
    },
  };
}
