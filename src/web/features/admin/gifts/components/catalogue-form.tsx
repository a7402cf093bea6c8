import { useState } from 'react';
import type { FormEvent } from 'react';
import { Plus } from 'lucide-react';
import type { AdminCatalogueItem, CatalogueKind } from '@shared/schemas/catalogue-admin';
import { recommendedItemFieldsSchema } from '@shared/schemas/catalogue-admin';
import { FormField, fieldControl, inputClass } from '@web/components/ui/form-field';
import { Button } from '@web/components/ui/link-button';
import { PicturePicker } from '@web/components/ui/picture-picker';
import { useT } from '@web/i18n/use-t';
import { ApiRequestError, errorMessage } from '@web/lib/api-client';
import { useZodForm } from '@web/lib/use-zod-form';
import { useCreateCatalogueItem } from '../api/create-catalogue-item';
import { useReplaceCataloguePicture } from '../api/replace-catalogue-picture';
import { useUpdateCatalogueItem } from '../api/update-catalogue-item';

const PANEL = 'rounded-2xl border border-emerald-deep/10 bg-paper p-5 shadow-sm';

/**
 * A new entry's form (with its picture, required), or an existing entry's (the picture only if
 * a new one is chosen). Recommended items have a price; gift ideas not (the schema's price is
 * filled with 0 for them, never sent). The English title beside the Malay one is optional:
 * emptied on an edit, the entry has none again.
 */
export function CatalogueForm({
  kind,
  item,
  onDone,
}: {
  kind: CatalogueKind;
  item?: AdminCatalogueItem;
  onDone?: () => void;
}) {
  const t = useT();
  const priced = kind === 'recommended-items';
  const create = useCreateCatalogueItem(kind);
  const update = useUpdateCatalogueItem(kind);
  const replace = useReplaceCataloguePicture(kind);
  const empty = { title: '', title_en: '', link: 'https://', price: priced ? '' : '0' };
  const form = useZodForm(
    recommendedItemFieldsSchema,
    item
      ? {
          title: item.title,
          title_en: item.title_en,
          link: item.link,
          price: (item.priceSen / 100).toFixed(2),
        }
      : empty,
  );
  const [picture, setPicture] = useState<File | null>(null);
  const [pictureProblem, setPictureProblem] = useState<string | null>(null);
  const [pickerKey, setPickerKey] = useState(0);
  const [done, setDone] = useState<string | null>(null);
  const busy = create.isPending || update.isPending || replace.isPending;
  const failure = create.error ?? update.error ?? replace.error;
  const prefix = item ? `${kind}-${item.id}` : `${kind}-baru`;

  const showFailure = (error: unknown) => {
    if (error instanceof ApiRequestError && error.field === 'picture') {
      setPictureProblem(error.message);
      return;
    }
    form.showServerError(error);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setDone(null);
    const fieldsOk = form.check() !== null;
    if (!item && !picture) setPictureProblem(t('staffGifts.error.pictureRequired'));
    if (!fieldsOk || pictureProblem || (!item && !picture)) return;
    const { title, title_en, link, price } = form.values;
    try {
      if (!item) {
        const reply = await create.mutateAsync({
          title,
          title_en,
          link,
          ...(priced ? { price } : {}),
          picture: picture!,
        });
        form.setValues(empty);
        setPicture(null);
        setPickerKey((k) => k + 1);
        setDone(reply.message);
        return;
      }
      await update.mutateAsync({
        id: item.id,
        body: { title, title_en, link, ...(priced ? { price } : {}) },
      });
      if (picture) await replace.mutateAsync({ id: item.id, picture });
      onDone?.();
    } catch (error) {
      showFailure(error);
    }
  };

  const fieldErrors = Object.values(form.errors).some(Boolean) || pictureProblem;
  return (
    <form
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      aria-label={
        item
          ? t('staffGifts.editForm', { title: item.title })
          : kind === 'gift-ideas'
            ? t('staffGifts.addGiftIdea')
            : t('staffGifts.addRecommended')
      }
      className={item ? 'mt-4 border-t border-emerald-deep/10 pt-4' : PANEL}
    >
      {!item && (
        <h3 className="font-semibold text-ink">
          {kind === 'gift-ideas' ? t('staffGifts.addGiftIdea') : t('staffGifts.addRecommended')}
        </h3>
      )}
      <div className={`space-y-4 ${item ? '' : 'mt-4'}`}>
        <FormField
          id={`${prefix}-title`}
          label={t('staffGifts.itemTitle')}
          error={form.errors.title}
        >
          <input
            {...fieldControl(`${prefix}-title`, form.errors.title)}
            value={form.values.title}
            maxLength={80}
            onChange={(e) => form.set('title', e.target.value)}
            className={inputClass}
          />
        </FormField>
        <FormField
          id={`${prefix}-title-en`}
          label={t('staffGifts.itemTitleEn')}
          hint={t('staffGifts.optional')}
          error={form.errors.title_en}
        >
          <input
            {...fieldControl(`${prefix}-title-en`, form.errors.title_en)}
            lang="en"
            value={form.values.title_en}
            maxLength={80}
            onChange={(e) => form.set('title_en', e.target.value)}
            className={inputClass}
          />
        </FormField>
        <FormField id={`${prefix}-link`} label={t('staffGifts.link')} error={form.errors.link}>
          <input
            {...fieldControl(`${prefix}-link`, form.errors.link)}
            type="url"
            inputMode="url"
            value={form.values.link}
            onChange={(e) => form.set('link', e.target.value)}
            className={inputClass}
          />
        </FormField>
        {priced && (
          <FormField id={`${prefix}-price`} label={t('staffGifts.price')} error={form.errors.price}>
            <input
              {...fieldControl(`${prefix}-price`, form.errors.price)}
              inputMode="decimal"
              value={form.values.price}
              onChange={(e) => form.set('price', e.target.value)}
              className={inputClass}
            />
          </FormField>
        )}
        <PicturePicker
          key={pickerKey}
          label={t('staffGifts.picture')}
          file={picture}
          current={item?.image}
          error={pictureProblem}
          onChange={(file, problem) => {
            setPicture(file);
            setPictureProblem(problem);
          }}
        />
      </div>
      <div className="mt-5 flex flex-wrap items-center gap-3">
        <Button type="submit" disabled={busy} aria-busy={busy}>
          {!item && <Plus className="h-4 w-4" aria-hidden="true" />}
          {busy ? t('staff.saving') : item ? t('staff.save') : t('staffGifts.add')}
        </Button>
        {item && onDone && (
          <Button tone="secondary" onClick={onDone} disabled={busy}>
            {t('staff.cancel')}
          </Button>
        )}
      </div>
      <p role="status" aria-live="polite" className="mt-2 text-sm">
        {done && <span className="text-emerald-deep">{done}</span>}
        {failure && !fieldErrors && <span className="text-red-700">{errorMessage(failure)}</span>}
      </p>
    </form>
  );
}
