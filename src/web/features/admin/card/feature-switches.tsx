import type { AdminCardDetail, AdminFeatureKey } from '@shared/schemas/admin';
import { ADMIN_FEATURE_KEYS, ADMIN_FEATURE_LABELS } from '@shared/schemas/admin';
import { SavingSwitch } from '@web/components/ui/saving-switch';
import { useT } from '@web/i18n/use-t';
import { errorMessage } from '@web/lib/api-client';
import { useSetAdminFeatures } from './api/set-admin-features';

/** The card's switches, flipped on the owner's behalf (audited). */
export function FeatureSwitches({ card }: { card: AdminCardDetail }) {
  const t = useT();
  const save = useSetAdminFeatures(card.id);
  const keyOf = (): AdminFeatureKey | undefined =>
    save.variables
      ? ADMIN_FEATURE_KEYS.find((key) => save.variables?.[key] !== undefined)
      : undefined;
  const current = keyOf();
  return (
    <div className="divide-y divide-emerald-deep/10 rounded-2xl border border-emerald-deep/10 bg-paper px-5 shadow-sm">
      {ADMIN_FEATURE_KEYS.map((key) => {
        const mine = current === key;
        return (
          <SavingSwitch
            key={key}
            className="py-4"
            label={t(ADMIN_FEATURE_LABELS[key])}
            description={card.features[key] ? t('staff.feature.on') : t('staff.feature.off')}
            on={card.features[key]}
            saving={mine && save.isPending}
            message={mine && save.isSuccess ? t('staff.feature.saved') : null}
            error={mine && save.isError ? errorMessage(save.error) : null}
            onChange={(on) => save.mutate({ [key]: on })}
          />
        );
      })}
    </div>
  );
}
