import type { ReactNode } from 'react';

/** A titled block of the lobby (hot games, recommended, winners...). */
export function Section({
  title,
  id,
  action,
  children,
}: {
  title: ReactNode;
  id: string;
  action?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section className="lobby-section" aria-labelledby={`lobby-${id}`} data-testid={`section-${id}`}>
      <header className="lobby-section__head">
        <h2 id={`lobby-${id}`}>{title}</h2>
        {action}
      </header>
      {children}
    </section>
  );
}
