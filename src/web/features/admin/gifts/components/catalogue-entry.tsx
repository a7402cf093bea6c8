import { useState } from 'react';
import { ArrowDown, ArrowUp, Eye, EyeOff } from 'lucide-react';
import type { AdminCatalogueItem, CatalogueKind } from '@shared/schemas/catalogue-admin';
import { useRinggit } from '@web/i18n/ringgit';
import { useT } from '@web/i18n/use-t';
import { errorMessage } from '@web/lib/api-client';
import { useUpdateCatalogueItem } from '../api/update-catalogue-item';
import { CatalogueForm } from './catalogue-form';
import { EditButton, OnOffButton } from '../../components/row-buttons';

const ICON_BUTTON =
  'inline-flex h-10 w-10 items-center justify-center rounded-full border border-emerald-deep/30 bg-paper text-emerald-deep transition hover:border-emerald-deep disabled:opacity-40';

/** One entry: its picture and words, move up/down, edit, hide/show. */
export function CatalogueEntry({
  kind,
  item,
  first,
  last,
  moving,
  onMove,
}: {
  kind: CatalogueKind;
  item: AdminCatalogueItem;
  first: boolean;
  last: boolean;
  moving: boolean;
  onMove: (by: -1 | 1) => void;
}) {
  const t = useT();
  const ringgit = useRinggit();
  const [editing, setEditing] = useState(false);
  const visibility = useUpdateCatalogueItem(kind);
  return (
    <article
      aria-label={item.title}
      className={`rounded-2xl border p-3 shadow-sm ${item.hidden ? 'border-neutral-300 bg-neutral-100' : 'border-emerald-deep/10 bg-paper'}`}
    >
      <div className="flex gap-3">
        <img
          src={item.image}
          alt=""
          loading="lazy"
          className={`h-20 w-20 shrink-0 rounded-xl border border-neutral-200 bg-white object-cover ${item.hidden ? 'opacity-50' : ''}`}
        />
        <div className="min-w-0 flex-1">
          <p className="font-semibold break-words text-ink">{item.title}</p>
          {item.title_en && (
            <p className="text-sm break-words text-muted">
              {t('staffGifts.englishTitle', { title: item.title_en })}
            </p>
          )}
          {kind === 'recommended-items' && (
            <p className="text-sm text-ink">
              {t('staffGifts.priceFrom', { price: ringgit(item.priceSen) })}
            </p>
          )}
          <a
            href={item.link}
            target="_blank"
            rel="noopener noreferrer"
            className="block truncate text-xs text-muted underline"
          >
            {item.link}
          </a>
          {item.hidden && (
            <span className="mt-1 inline-block rounded-full bg-neutral-700 px-2 py-0.5 text-xs font-semibold text-white">
              {t('staffGifts.hidden')}
            </span>
          )}
        </div>
      </div>
      <div className="mt-3 flex flex-wrap items-center gap-2">
        <button
          type="button"
          aria-label={t('staffGifts.moveUp', { title: item.title })}
          disabled={first || moving}
          onClick={() => onMove(-1)}
          className={ICON_BUTTON}
        >
          <ArrowUp className="h-4 w-4" aria-hidden="true" />
        </button>
        <button
          type="button"
          aria-label={t('staffGifts.moveDown', { title: item.title })}
          disabled={last || moving}
          onClick={() => onMove(1)}
          className={ICON_BUTTON}
        >
          <ArrowDown className="h-4 w-4" aria-hidden="true" />
        </button>
        <EditButton editing={editing} onClick={() => setEditing((on) => !on)} />
        <OnOffButton
          off={item.hidden}
          busy={visibility.isPending}
          onClick={() => visibility.mutate({ id: item.id, body: { hidden: !item.hidden } })}
          turnOff={{ label: t('staffGifts.hide'), icon: EyeOff }}
          turnOn={{ label: t('staffGifts.show'), icon: Eye }}
        />
      </div>
      {visibility.isError && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {errorMessage(visibility.error)}
        </p>
      )}
      {editing && <CatalogueForm kind={kind} item={item} onDone={() => setEditing(false)} />}
    </article>
  );
}
