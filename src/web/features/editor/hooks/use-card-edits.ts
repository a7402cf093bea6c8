import { useCallback, useEffect, useMemo, useState } from 'react';
import type { CardContent } from '@shared/card/card-content';
import type { OwnerCard } from '@shared/schemas/owner-card';
import type { CardPatch } from '../card-editor';
import { keptContent } from '../utils/kept-content';
import { sameContent } from '../utils/same-content';

/** The key under which a tab keeps a card's unsaved edits (sessionStorage: this tab only). */
export const editsStorageKey = (id: string) => `edit_${id}`;

interface Edits {
  /** The card as on the screen. */
  content: CardContent;
  /** The card as last saved (or as loaded): what "unsaved changes" are measured against. */
  saved: CardContent;
  /** The version the edits on the screen started from: an Update names it. */
  version: number;
  /** The edits on the screen were kept from before a reload or a new login. */
  restored: boolean;
}

/**
 * Unsaved edits this tab kept for the card, if they still read as a card (one kept before cards
 * held a list of majlis too).
 */
function readKept(id: string): { version: number; content: CardContent } | null {
  try {
    const raw = window.sessionStorage.getItem(editsStorageKey(id));
    if (raw === null) return null;
    const kept = JSON.parse(raw) as { version?: unknown; content?: unknown };
    const content = keptContent(kept.content);
    if (typeof kept.version !== 'number' || !Number.isInteger(kept.version) || !content) {
      return null;
    }
    return { version: kept.version, content };
  } catch {
    return null;
  }
}

function writeKept(id: string, kept: { version: number; content: CardContent } | null) {
  try {
    if (kept) window.sessionStorage.setItem(editsStorageKey(id), JSON.stringify(kept));
    else window.sessionStorage.removeItem(editsStorageKey(id));
  } catch {
    // Storage turned off: the edits live on the screen only, as they would anyway.
  }
}

function start(card: OwnerCard): Edits {
  const kept = readKept(card.id);
  // Kept edits start from the version they were made on, so an Update after someone else's
  // still meets the conflict instead of overwriting it.
  if (kept && !sameContent(kept.content, card.content)) {
    return { content: kept.content, saved: card.content, version: kept.version, restored: true };
  }
  return { content: card.content, saved: card.content, version: card.version, restored: false };
}

/**
 * The edit page's card: started once from the stored card, changed
 * by the editor, compared with the last saved content. While it has unsaved changes this tab
 * keeps them in sessionStorage, so a reload, or a lost session and the login prompt that
 * follows, brings them back instead of losing what was typed; leaving on purpose forgets them.
 */
export function useCardEdits(card: OwnerCard) {
  const [edits, setEdits] = useState(() => start(card));
  const dirty = useMemo(() => !sameContent(edits.content, edits.saved), [edits]);
  const id = card.id;

  useEffect(() => {
    writeKept(id, dirty ? { version: edits.version, content: edits.content } : null);
  }, [id, dirty, edits.version, edits.content]);

  const change = useCallback(
    (patch: CardPatch) =>
      setEdits((current) => ({ ...current, content: { ...current.content, ...patch } })),
    [],
  );

  /** An Update went through: `sent` is now the saved card, at `version`. */
  const markSaved = useCallback(
    (version: number, sent: CardContent) =>
      setEdits((current) => ({ ...current, saved: sent, version, restored: false })),
    [],
  );

  /** Shows the stored card instead of the edits on the screen (the owner chose so). */
  const replace = useCallback(
    (latest: OwnerCard) =>
      setEdits({
        content: latest.content,
        saved: latest.content,
        version: latest.version,
        restored: false,
      }),
    [],
  );

  /** The owner leaves without saving: the kept copy goes too. */
  const forget = useCallback(() => writeKept(id, null), [id]);

  return { ...edits, dirty, change, markSaved, replace, forget };
}
