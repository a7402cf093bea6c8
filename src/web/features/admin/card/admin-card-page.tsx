import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import { useParams } from 'react-router';
import { formatCount } from '@shared/card/card-opens';
import type { AdminCardDetail } from '@shared/schemas/admin';
import { QueryState } from '@web/components/ui/query-state';
import { useT } from '@web/i18n/use-t';
import { AdminShell } from '../components/admin-shell';
import { AuditList } from '../components/audit-list';
import { CardStateBadge } from '../components/card-state-badge';
import { useMalaysiaTime } from '../components/format';
import { PaymentList } from '../components/payment-list';
import { useAdminCard } from './api/get-admin-card';
import { FeatureSwitches } from './feature-switches';
import { TrialExtensionForm } from './trial-extension-form';

/** A part of the card's page; `name` makes its heading's id (the same in every language). */
function Section({ name, title, children }: { name: string; title: string; children: ReactNode }) {
  const id = `bahagian-${name}`;
  return (
    <section aria-labelledby={id} className="min-w-0">
      <h2 id={id} className="mb-3 font-display text-2xl text-emerald-deep">
        {title}
      </h2>
      {children}
    </section>
  );
}

function Summary({ card }: { card: AdminCardDetail }) {
  const t = useT();
  const malaysiaTime = useMalaysiaTime();
  const trialEnd = malaysiaTime(card.trialEndsAt);
  const rows: [string, ReactNode][] = [
    [t('staff.card.status'), <CardStateBadge key="s" state={card.state} />],
    [
      card.state === 'expired' ? t('staff.card.trialEnded') : t('staff.card.trialEnds'),
      card.trialExtended ? t('staff.card.trialEndExtended', { end: trialEnd }) : trialEnd,
    ],
    [t('staff.card.created'), malaysiaTime(card.createdAt)],
    [t('staff.card.activated'), malaysiaTime(card.activatedAt)],
    [t('staff.card.ownerEmail'), card.ownerEmail],
    [t('staff.card.client'), `${card.clientName} · ${card.clientMobile}`],
    [t('staff.card.weddingDate'), card.weddingDate],
    [t('staff.card.theme'), card.theme],
    [
      t('staff.card.opens'),
      t('staff.card.opensSummary', {
        total: formatCount(card.opens.total),
        today: formatCount(card.opens.today),
      }),
    ],
  ];
  return (
    <dl className="grid gap-x-6 gap-y-3 rounded-2xl border border-emerald-deep/10 bg-paper p-5 text-sm shadow-sm sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-muted">{label}</dt>
          <dd className="mt-0.5 font-semibold break-words text-ink">{value}</dd>
        </div>
      ))}
      <div className="sm:col-span-2">
        <a
          href={`/kad/${encodeURIComponent(card.id)}`}
          target="_blank"
          rel="noreferrer"
          className="inline-flex items-center gap-1.5 font-semibold text-emerald-deep underline underline-offset-4"
        >
          {t('staff.card.view')}
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
        </a>
      </div>
    </dl>
  );
}

/** `/admin/kad/:id`: one card for staff. */
export function AdminCardPage() {
  const { id = '' } = useParams();
  const t = useT();
  const card = useAdminCard(id);
  const title = card.data
    ? `${card.data.groomName} & ${card.data.brideName}`
    : t('staff.card.title');
  return (
    <AdminShell title={title} intro={t('staff.card.intro', { id })}>
      <QueryState query={card}>
        {(data) => (
          <div className="grid gap-8 lg:grid-cols-2">
            <div className="min-w-0 space-y-8">
              <Section name="ringkasan" title={t('staff.card.summary')}>
                <Summary card={data} />
              </Section>
              <Section name="tempoh-percubaan" title={t('staff.card.trial')}>
                <TrialExtensionForm card={data} />
              </Section>
              <Section name="bayaran" title={t('staff.card.payments')}>
                <PaymentList payments={data.payments} showCard={false} />
              </Section>
            </div>
            <div className="min-w-0 space-y-8">
              <Section name="ciri-kad" title={t('staff.card.features')}>
                <FeatureSwitches card={data} />
              </Section>
              <Section name="log-audit" title={t('staff.card.audit')}>
                <AuditList entries={data.audit} showCard={false} />
              </Section>
            </div>
          </div>
        )}
      </QueryState>
    </AdminShell>
  );
}
