import type { ReactNode } from 'react';
import '@/components/plain/plain.css';
import { PRODUCT_NAME } from '@/config/constants.ts';

type AuthCardProps = {
  title: string;
  description: string;
  children: ReactNode;
};

/**
 * The centred card every signed-out screen sits in. Plain elements, not antd's: the sign-in
 * screens are the first download, and antd's runtime alone would double it (docs/BENCHMARKS.md).
 */
export function AuthCard({ title, description, children }: AuthCardProps) {
  return (
    <main className="plain-page">
      <div className="plain-card">
        <div className="plain-eyebrow">{PRODUCT_NAME}</div>
        <h1 className="plain-title">{title}</h1>
        <p className="plain-description">{description}</p>
        {children}
      </div>
    </main>
  );
}
