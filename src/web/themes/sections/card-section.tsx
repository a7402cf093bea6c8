import type { ReactNode } from 'react';

/** A block of the card on the theme's semi-transparent panel. */
export function CardSection({
  title,
  children,
  label,
}: {
  title?: ReactNode;
  label: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={label} className="px-5 py-6">
      <div className="mx-auto max-w-md rounded-3xl bg-(--card-panel) px-6 py-8 text-center shadow-sm backdrop-blur-[2px]">
        {title && (
          <h2 className="mb-4 text-3xl text-(--card-ink) font-(family-name:--card-heading-font)">
            {title}
          </h2>
        )}
        {children}
      </div>
    </section>
  );
}

/**
 * Multi-line text as the couple typed it: each line its own line. `inline` draws
 * it in spans, for places only phrasing content may go (the editor's tap-to-edit buttons).
 */
export function Lines({
  text,
  className = '',
  inline = false,
}: {
  text: string;
  className?: string;
  inline?: boolean;
}) {
  const Wrapper = inline ? 'span' : 'div';
  const Line = inline ? 'span' : 'p';
  return (
    <Wrapper className={inline ? `block ${className}` : className}>
      {text.split('\n').map((line, i) => (
        <Line key={i} className="block min-h-[1lh]">
          {line}
        </Line>
      ))}
    </Wrapper>
  );
}
