import { useId } from 'react';

interface LogoProps {
  /** Height in pixels; the width follows. */
  height?: number;
  /** Text colour of the wordmark. */
  color?: string;
  /** Only the globe mark (narrow screens). */
  compact?: boolean;
}

/** The "GSN Portal" mark: a globe with a handset arc, and the wordmark. */
export function Logo({ height = 40, color = '#1b2a4a', compact = false }: LogoProps) {
  const gradient = `gsn-logo-${useId().replace(/:/g, '')}`;
  return (
    <svg
      height={height}
      viewBox={compact ? '0 0 48 48' : '0 0 200 48'}
      role="img"
      aria-label="GSN Portal"
      xmlns="http://www.w3.org/2000/svg"
    >
      <title>GSN Portal</title>
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#228be6" />
          <stop offset="1" stopColor="#12b886" />
        </linearGradient>
      </defs>
      <circle cx="24" cy="24" r="20" fill={`url(#${gradient})`} />
      <g fill="none" stroke="#fff" strokeWidth="2" strokeLinecap="round">
        <circle cx="24" cy="24" r="13" />
        <path d="M11 24h26M24 11c-6 7-6 19 0 26M24 11c6 7 6 19 0 26" />
        <path d="M35 8a22 22 0 0 1 8 10" strokeWidth="2.5" />
      </g>
      {compact ? null : (
        <text x="54" y="31" fontFamily="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" fontSize="22" fontWeight="700" fill={color}>
          GSN{' '}
          <tspan fontWeight="400" dx="6">
            Portal
          </tspan>
        </text>
      )}
    </svg>
  );
}
