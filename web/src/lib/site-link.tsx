import { type AnchorHTMLAttributes, createContext, type MouseEvent, type ReactNode, use } from 'react';
import { type NavigateFunction, useNavigate } from 'react-router';

const SiteNavigate = createContext<NavigateFunction | null>(null);

/** Inside the router, once: the navigation every `SiteLink` below it shares. */
export function SiteNavigation({ children }: { children: ReactNode }) {
  return <SiteNavigate value={useNavigate()}>{children}</SiteNavigate>;
}

type SiteLinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  /** A path of this site, from its root ('/property/…'): nothing relative to resolve. */
  to: string;
  /** Passed to the next page as the router's location state. */
  state?: unknown;
};

/**
 * A link to a path of this site for the long lists of links a page renders (the cards, the
 * footer's 40). The router's `Link` resolves its path against the route matches twice and sets up
 * its own navigation and prefetch hooks per link: 7.5 % of the server's CPU for a rendered page
 * (docs/decisions/server-cpu.md), and as much again when the browser hydrates it. A click is
 * handled as `Link` handles one: only a plain left click, without a modifier key, in this tab and
 * not prevented by `onClick`, navigates in the app; to the address already shown it replaces the
 * history entry instead of adding one.
 */
export function SiteLink({ to, state, onClick, target, ...rest }: SiteLinkProps) {
  const navigate = use(SiteNavigate);
  if (!navigate) throw new Error('SiteLink outside SiteNavigation');
  if (!to.startsWith('/') || to.startsWith('//'))
    throw new Error(`SiteLink to a path not of this site: ${to}`);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || event.button !== 0 || (target && target !== '_self')) return;
    if (event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    const here = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    navigate(to, { state, replace: here === to });
  };
  return <a {...rest} href={to} target={target} onClick={handleClick} />;
}
