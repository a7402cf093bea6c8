import { fieldControl, inputClass } from '@web/components/ui/form-field';
import { Button } from '@web/components/ui/link-button';
import { useT } from '@web/i18n/use-t';

/**
 * The promo code with Guna: the code as typed, and the server's
 * answer under it in the spec's own English words. The answer sits in a status region so a
 * screen reader hears whether the code worked.
 */
export function PromoField({
  id,
  value,
  onChange,
  onApply,
  applying,
  applied,
  error,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  onApply: () => void;
  applying: boolean;
  /** The success message while the applied code is the one typed. */
  applied: string | undefined;
  error: string | undefined;
}) {
  const t = useT();
  const messageId = `${id}-message`;
  return (
    <div>
      <label htmlFor={id} className="text-sm font-semibold text-neutral-800">
        {t('checkout.promo.label')}{' '}
        <span className="font-normal text-neutral-500">({t('checkout.promo.optional')})</span>
      </label>
      <div className="flex gap-2">
        <input
          {...fieldControl(id, error)}
          aria-describedby={error || applied ? messageId : undefined}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={(e) => {
            // Enter in the code means Guna, not Beli Sekarang.
            if (e.key === 'Enter') {
              e.preventDefault();
              onApply();
            }
          }}
          autoCapitalize="characters"
          autoComplete="off"
          maxLength={40}
          className={inputClass}
        />
        <Button
          type="button"
          tone="secondary"
          onClick={onApply}
          disabled={applying || value.trim() === ''}
          className="mt-1 shrink-0 disabled:opacity-60"
        >
          {/* The profile page's word too: one word for one act wherever a promo is typed. */}
          {t('checkout.promo.apply')}
        </Button>
      </div>
      <p
        id={messageId}
        role="status"
        className={`mt-1 text-sm empty:hidden ${error ? 'text-red-700' : 'text-emerald-800'}`}
      >
        {error ?? applied}
      </p>
    </div>
  );
}
