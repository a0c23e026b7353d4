import type { ReactNode } from 'react';
import { Link } from 'react-router';

type KpiCardProps = {
  title: string;
  /** The figure itself, large. */
  value: ReactNode;
  /** Lines under the figure: a comparison, a breakdown. */
  children?: ReactNode;
  /** The list the card summarises, filtered to it; absent when the person may not open it. */
  link?: { to: string; label: string };
};

/** One figure of the Business view, with the way to the records behind it. */
export function KpiCard({ title, value, children, link }: KpiCardProps) {
  return (
    <section className="panel dashboard-kpi" aria-label={title}>
      <h3 className="dashboard-kpi-title">{title}</h3>
      <div className="dashboard-kpi-value">{value}</div>
      {children && <div className="dashboard-kpi-detail">{children}</div>}
      {link && (
        <Link className="dashboard-kpi-link" to={link.to}>
          {link.label}
        </Link>
      )}
    </section>
  );
}
