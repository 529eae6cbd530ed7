import { SiteLogo } from '../../layout/components/site-logo.tsx';

/** Logo home and the progress bar: the only chrome of the full-screen form (spec §2). */
export function RequestHeader({ progress, tone }: { progress: number; tone: 'light' | 'dark' }) {
  return (
    <header
      className={`fixed inset-x-0 top-0 z-30 transition-colors duration-300 ${tone === 'dark' ? 'bg-white/90 shadow-[0_1px_0_0_rgb(0_0_0/0.06)] backdrop-blur' : 'bg-transparent'}`}
    >
      <div
        role="progressbar"
        aria-label="Progreso de la solicitud"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={progress}
        aria-valuetext={`${progress}%`}
        className={`h-1.5 w-full ${tone === 'dark' ? 'bg-brand-100' : 'bg-white/25'}`}
      >
        <div
          className="h-full rounded-r-full bg-wheat-500 transition-[width] duration-500 ease-out motion-reduce:transition-none"
          style={{ width: `${progress}%` }}
        />
      </div>
      <div className="mx-auto flex h-16 max-w-5xl items-center justify-between px-4 sm:px-6">
        <SiteLogo tone={tone} />
        <p
          aria-hidden="true"
          className={`text-sm font-semibold tabular-nums ${tone === 'dark' ? 'text-stone-600' : 'text-white/90'}`}
        >
          {progress}% completado
        </p>
      </div>
    </header>
  );
}
