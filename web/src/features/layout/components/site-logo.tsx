import { PAGES } from '@tranquera/contracts';
import { Link } from 'react-router';
import { siteConfig } from '../../../lib/site-config.ts';

/** The gate mark and the name; `light` sits on the hero photo, `dark` on white. */
export function SiteLogo({ tone = 'dark', onClick }: { tone?: 'light' | 'dark'; onClick?(): void }) {
  return (
    <Link
      to={PAGES.home.link()}
      onClick={onClick}
      aria-label={`${siteConfig.siteName}, ir al inicio`}
      className="flex shrink-0 items-center gap-2.5 rounded-lg"
    >
      <GateMark className="h-9 w-9 shadow-sm" />
      <span
        className={`text-xl font-extrabold tracking-tight transition-colors md:max-lg:hidden ${tone === 'light' ? 'text-white' : 'text-brand-800'}`}
      >
        {siteConfig.siteName}
      </span>
    </Link>
  );
}

export function GateMark({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 40 40" aria-hidden="true" focusable="false" className={`rounded-xl ${className}`}>
      <rect width="40" height="40" rx="10" fill="#2f5d34" />
      <path
        d="M8 29V12m24 17V12M8 15.5h24M8 21h24M8 26.5h24M9 27 31 14"
        stroke="#ecd9a4"
        strokeWidth="2.6"
        strokeLinecap="round"
        fill="none"
      />
    </svg>
  );
}
