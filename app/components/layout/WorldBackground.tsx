/** The decorative "world" backdrop behind pages whose showBg flag is on. */
export function WorldBackground() {
  return (
    <div className="world-bg" aria-hidden="true">
      <svg viewBox="0 0 1440 900" preserveAspectRatio="xMidYMid slice">
        <defs>
          <radialGradient id="bg-glow" cx="78%" cy="18%" r="60%">
            <stop offset="0%" stopColor="#d4af37" stopOpacity="0.18" />
            <stop offset="100%" stopColor="#d4af37" stopOpacity="0" />
          </radialGradient>
        </defs>
        <rect width="1440" height="900" fill="url(#bg-glow)" />
        <g fill="none" stroke="#23406b" strokeOpacity="0.12" strokeWidth="1.5">
          <circle cx="1180" cy="160" r="260" />
          <ellipse cx="1180" cy="160" rx="260" ry="100" />
          <ellipse cx="1180" cy="160" rx="100" ry="260" />
          <circle cx="180" cy="820" r="200" />
          <ellipse cx="180" cy="820" rx="200" ry="70" />
        </g>
      </svg>
    </div>
  );
}
