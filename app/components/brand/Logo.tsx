/** The EnPlus World mark: an "E" with a gold plus, inside a navy globe ring. */
export function LogoMark({ size = 36 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="18.5" fill="#0b1f3a" stroke="#d4af37" strokeWidth="1.2" />
      <ellipse cx="20" cy="20" rx="19" ry="8" fill="none" stroke="#23406b" strokeWidth="1.2" />
      <path d="M11.5 11h11.5v3.2h-7.9v3.6h6.9V21h-6.9v3.8H23V28H11.5z" fill="#ffffff" />
      <path d="M29 9.5v9M24.5 14h9" stroke="#d4af37" strokeWidth="2.6" strokeLinecap="round" />
    </svg>
  );
}

export function Logo() {
  return (
    <span className="logo">
      <LogoMark />
      <span className="logo-word">
        EnPlus <span className="logo-accent">World</span>
      </span>
    </span>
  );
}
