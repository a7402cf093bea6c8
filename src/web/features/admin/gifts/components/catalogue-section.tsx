import type { CatalogueKind } from '@shared/schemas/catalogue-admin';
import { QueryState } from '@web/components/ui/query-state';
import { useT } from '@web/i18n/use-t';
import { errorMessage } from '@web/lib/api-client';
import { useCatalogue } from '../api/get-catalogue';
import { useReorderCatalogue } from '../api/reorder-catalogue';
import { CatalogueEntry } from './catalogue-entry';
import { CatalogueForm } from './catalogue-form';

/** One list (gift ideas or recommended items): the add form, then every entry in order. */
export function CatalogueSection({
  kind,
  heading,
  note,
}: {
  kind: CatalogueKind;
  heading: string;
  note: string;
}) {
  const t = useT();
  const list = useCatalogue(kind);
  const reorder = useReorderCatalogue(kind);
  const headingId = `${kind}-tajuk`;

  const move = (index: number, by: -1 | 1) => {
    if (!list.data) return;
    const ids = list.data.items.map((item) => item.id);
    const [moved] = ids.splice(index, 1);
    if (moved === undefined) return;
    ids.splice(index + by, 0, moved);
    reorder.mutate(ids);
  };

  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="font-display text-2xl text-emerald-deep">
        {heading}
      </h2>
      <p className="mt-1 text-sm text-muted">{note}</p>
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
        <CatalogueForm kind={kind} />
        <div>
          {reorder.isError && (
            <p role="alert" className="mb-3 text-sm text-red-700">
              {errorMessage(reorder.error)}
            </p>
          )}
          <QueryState query={list}>
            {(data) =>
              data.items.length === 0 ? (
                <p className="text-muted">{t('staffGifts.none')}</p>
              ) : (
                <ol className="space-y-3" aria-label={heading}>
                  {data.items.map((item, index) => (
                    <li key={item.id}>
                      <CatalogueEntry
                        kind={kind}
                        item={item}
                        first={index === 0}
                        last={index === data.items.length - 1}
                        moving={reorder.isPending}
                        onMove={(by) => move(index, by)}
                      />
                    </li>
                  ))}
                </ol>
              )
            }
          </QueryState>
        </div>
      </div>
    </section>
  );
}
