import { PAGES, UI } from '@tranquera/contracts';
import { toast } from '../../../lib/toast.ts';
import { WhatsAppIcon } from '../../../components/ui/brand-icons.tsx';
import { DropdownMenu, type DropdownMenuItem } from '../../../components/ui/dropdown-menu.tsx';
import { useHydrated } from '../../../lib/use-hydrated.ts';
import { LinkIcon, MoreIcon, ShareIcon } from './icons.tsx';

/** WhatsApp's own share link: the visitor picks the chat, the message is the title and the address. */
export function whatsappShareLink(title: string, url: string): string {
  return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
}

async function copyLink(url: string) {
  try {
    await navigator.clipboard.writeText(url);
    toast.success(UI.shareLinkCopied);
  } catch {
    // No clipboard (an insecure page, a refused permission): the address bar still has it.
    toast.error(UI.shareCopyFailed);
  }
}

/** 'Compartir': the listing's address through WhatsApp, the clipboard or the device's share sheet. */
export function ShareMenu({ id, title }: { id: string; title: string }) {
  // The menu opens only in the browser; the server and the first render never read `window`.
  const hydrated = useHydrated();
  const path = PAGES.propertyDetail.link(id);
  const url = hydrated ? new URL(path, window.location.origin).href : path;
  const items: DropdownMenuItem[] = [
    {
      label: UI.shareWhatsApp,
      icon: <WhatsAppIcon className="h-5 w-5 text-[#128c4b]" />,
      href: whatsappShareLink(title, url),
    },
    { label: UI.shareCopyLink, icon: <LinkIcon />, onSelect: () => void copyLink(url) },
  ];
  if (hydrated && typeof navigator.share === 'function') {
    items.push({
      label: UI.shareMore,
      icon: <MoreIcon />,
      // A closed share sheet rejects the promise: nothing to tell the visitor.
      onSelect: () => void navigator.share({ title, url }).catch(() => undefined),
    });
  }
  return (
    <DropdownMenu
      label={UI.share}
      trigger={
        <>
          <ShareIcon className="h-4 w-4" />
          {UI.share}
        </>
      }
      items={items}
      triggerClassName="inline-flex min-h-10 items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-inset ring-stone-300 transition hover:bg-brand-50 hover:ring-brand-200"
    />
  );
}
