import { WhatsAppIcon } from '../../../components/ui/brand-icons.tsx';
import { ArrowUpIcon } from '../../../components/ui/icons.tsx';
import { whatsappLink } from '../../../lib/site-config.ts';
import { useWindowScrolled } from '../hooks/use-window-scrolled.ts';
import { scrollToTopSmoothly } from '../scroll-to-top.ts';

/** The chat button and, once the page is scrolled, the back-to-top button (spec §1). */
export function FloatingActions() {
  const scrolled = useWindowScrolled(480);
  return (
    <div className="pointer-events-none fixed right-4 bottom-4 z-30 flex flex-col items-center gap-3 sm:right-6 sm:bottom-6">
      <button
        type="button"
        aria-label="Volver arriba"
        onClick={scrollToTopSmoothly}
        className={`flex h-11 w-11 items-center justify-center rounded-full bg-white text-brand-800 shadow-lg ring-1 ring-stone-200 transition duration-300 hover:bg-brand-50 ${scrolled ? 'pointer-events-auto visible translate-y-0 opacity-100' : 'invisible translate-y-3 opacity-0'}`}
      >
        <ArrowUpIcon className="h-5 w-5" />
      </button>
      <a
        href={whatsappLink()}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Escribinos por WhatsApp"
        className="pointer-events-auto flex h-14 w-14 items-center justify-center rounded-full bg-[#25d366] text-white shadow-lg shadow-black/20 transition hover:scale-105 hover:bg-[#1ebe5b]"
      >
        <WhatsAppIcon className="h-8 w-8" />
      </a>
    </div>
  );
}
