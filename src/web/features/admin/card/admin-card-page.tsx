import type { ReactNode } from 'react';
import { ExternalLink } from 'lucide-react';
import { useParams } from 'react-router';
import { cardOpensSummary } from '@shared/card/card-opens';
import type { AdminCardDetail } from '@shared/schemas/admin';
import { QueryState } from '@web/components/ui/query-state';
import { AdminShell } from '../components/admin-shell';
import { AuditList } from '../components/audit-list';
import { CardStateBadge } from '../components/card-state-badge';
import { malaysiaTime } from '../components/format';
import { PaymentList } from '../components/payment-list';
import { useAdminCard } from './api/get-admin-card';
import { FeatureSwitches } from './feature-switches';
import { TrialExtensionForm } from './trial-extension-form';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `bahagian-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
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
  const rows: [string, ReactNode][] = [
    ['Status', <CardStateBadge key="s" state={card.state} />],
    [
      card.state === 'expired' ? 'Percubaan tamat' : 'Percubaan tamat pada',
      `${malaysiaTime(card.trialEndsAt)}${card.trialExtended ? ' (dilanjutkan)' : ''}`,
    ],
    ['Dicipta', malaysiaTime(card.createdAt)],
    ['Diaktifkan', malaysiaTime(card.activatedAt)],
    ['Email pemilik', card.ownerEmail],
    ['Pelanggan', `${card.clientName} · ${card.clientMobile}`],
    ['Tarikh majlis', card.weddingDate],
    ['Tema', card.theme],
    ['Kad dibuka', cardOpensSummary(card.opens.total, card.opens.today)],
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
          Lihat Kad
          <ExternalLink aria-hidden="true" className="h-4 w-4" />
        </a>
      </div>
    </dl>
  );
}

/** `/admin/kad/:id`: one card for staff. */
export function AdminCardPage() {
  const { id = '' } = useParams();
  const card = useAdminCard(id);
  const title = card.data ? `${card.data.groomName} & ${card.data.brideName}` : 'Kad';
  return (
    <AdminShell title={title} intro={`ID kad: ${id}`}>
      <QueryState query={card}>
        {(data) => (
          <div className="grid gap-8 lg:grid-cols-2">
            <div className="min-w-0 space-y-8">
              <Section title="Ringkasan">
                <Summary card={data} />
              </Section>
              <Section title="Tempoh percubaan">
                <TrialExtensionForm card={data} />
              </Section>
              <Section title="Bayaran">
                <PaymentList payments={data.payments} showCard={false} />
              </Section>
            </div>
            <div className="min-w-0 space-y-8">
              <Section title="Ciri kad">
                <FeatureSwitches card={data} />
              </Section>
              <Section title="Log audit">
                <AuditList entries={data.audit} showCard={false} />
              </Section>
            </div>
          </div>
        )}
      </QueryState>
    </AdminShell>
  );
}
