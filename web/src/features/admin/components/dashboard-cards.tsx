import {
  type AdminDashboard,
  LEAD_KIND_LABELS,
  LEAD_KINDS,
  PAGES,
  RENEWAL_NOTICE_DAYS,
} from '@tranquera/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { formatNumber } from '../../../lib/format.ts';
import { useDashboard } from '../api/get-dashboard.ts';
import { QueryView } from './query-view.tsx';

const cardStyles = 'flex h-full flex-col gap-1 rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200';

/** One count; a link to the section that lists it, when there is one. */
function StatCard({ label, value, to }: { label: string; value: number; to?: string }) {
  const body = (
    <>
      <span className="text-sm font-medium text-stone-600">{label}</span>
      <span className="text-3xl font-bold text-stone-900">{formatNumber(value)}</span>
    </>
  );
  return (
    <li>
      {to ? (
        <Link to={to} className={`${cardStyles} transition hover:ring-brand-300 hover:bg-brand-50`}>
          {body}
        </Link>
      ) : (
        <div className={cardStyles}>{body}</div>
      )}
    </li>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="flex flex-col gap-3">
      <h2 className="text-lg font-semibold text-stone-900">{title}</h2>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-4">{children}</ul>
    </section>
  );
}

/** The team's week at a glance: what is live, what came in, what waits for someone. */
export function DashboardCards() {
  return (
    <QueryView query={useDashboard()} loadingLabel="Cargando el resumen…">
      {(stats: AdminDashboard) => (
        <>
          <Section title="Pendientes">
            <StatCard
              label="Consultas nuevas"
              value={stats.new_leads}
              to={PAGES.adminLeads.link({ status: 'nuevo' })}
            />
            <StatCard
              label="Denuncias y alertas pendientes"
              value={stats.pending_flags}
              to={PAGES.adminFlags.link()}
            />
          </Section>
          <Section title="Anuncios">
            <StatCard
              label="Anuncios publicados"
              value={stats.live_listings}
              to={PAGES.adminProperties.link({ status: 'active' })}
            />
            <StatCard
              label="Anuncios nuevos esta semana"
              value={stats.new_this_week}
              to={PAGES.adminProperties.link()}
            />
            <StatCard
              label={`Vencen en los próximos ${RENEWAL_NOTICE_DAYS} días`}
              value={stats.expiring_soon}
              to={PAGES.adminProperties.link({ status: 'expiring' })}
            />
          </Section>
          <Section title="Consultas de esta semana">
            {LEAD_KINDS.map((kind) => (
              <StatCard
                key={kind}
                label={LEAD_KIND_LABELS[kind]}
                value={stats.leads_this_week[kind] ?? 0}
                to={PAGES.adminLeads.link({ kind })}
              />
            ))}
            <StatCard label="Mensajes entre usuarios" value={stats.messages_this_week} />
          </Section>
        </>
      )}
    </QueryView>
  );
}
