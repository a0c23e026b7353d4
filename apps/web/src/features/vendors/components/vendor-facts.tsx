import type { ReactNode } from 'react';
import './vendor-facts.css';

/** Label and value pairs, each label once, in the order given. */
export function VendorFacts({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="vendor-facts">
      {items.map((item) => (
        <div key={item.label} style={{ display: 'contents' }}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
