import type { ReactNode } from 'react';
import './facts-list.css';

/**
 * A record's details as label and value pairs, each label once, in the order given: plain
 * elements in antd's look rather than antd's Descriptions, whose code a view then need not load.
 */
export function FactsList({ items }: { items: { label: string; value: ReactNode }[] }) {
  return (
    <dl className="facts-list">
      {items.map((item) => (
        <div key={item.label} style={{ display: 'contents' }}>
          <dt>{item.label}</dt>
          <dd>{item.value}</dd>
        </div>
      ))}
    </dl>
  );
}
