import type { ReactNode } from 'react';
import './plain.css';

interface StatusPageProps {
  title: string;
  children: ReactNode;
  fullPage?: boolean;
}

/** The frame of the not-found and error pages; works with or without Mantine loaded. */
export function StatusPage({ title, children, fullPage = false }: StatusPageProps) {
  const card = (
    <section className="cp-card" aria-labelledby="status-page-title">
      <h1 id="status-page-title">{title}</h1>
      {children}
    </section>
  );
  return fullPage ? <main className="cp-full-page">{card}</main> : card;
}
