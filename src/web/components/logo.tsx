/** The Jemput mark: an eight-point star (two squares, the khatam of Malay and Islamic patterns). */
export function LogoMark({ className = 'h-7 w-7' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden="true" focusable="false">
      <rect width="64" height="64" rx="14" fill="#0f4c45" />
      <g fill="none" stroke="#e2c07a" strokeWidth="3" strokeLinejoin="round">
        <rect x="17" y="17" width="30" height="30" />
        <rect x="17" y="17" width="30" height="30" transform="rotate(45 32 32)" />
      </g>
      <circle cx="32" cy="32" r="5" fill="#e2c07a" />
    </svg>
  );
}

export function Logo({ className = '' }: { className?: string }) {
  return (
    <span className={`inline-flex items-center gap-2 ${className}`}>
      <LogoMark />
      <span className="font-display text-2xl italic leading-none tracking-tight text-emerald-deep">
        Jemput
      </span>
    </span>
  );
}
