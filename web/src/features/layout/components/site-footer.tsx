import { CATEGORIES, landingPath, PAGES, PROVINCES } from '@tranquera/contracts';
import type { ReactNode } from 'react';
import { WhatsAppIcon } from '../../../components/ui/brand-icons.tsx';
import { siteConfig, whatsappLink } from '../../../lib/site-config.ts';
import { COMPANY_LINKS } from '../menu-items.ts';
import { SOCIAL_LINKS } from '../social-links.ts';
import { FooterLatest } from './footer-latest.tsx';
import { FooterLink } from './footer-link.tsx';
import { GateMark } from './site-logo.tsx';

function FooterColumn({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <h2 className="mb-4 text-xs font-bold tracking-[0.16em] text-wheat-300 uppercase">{title}</h2>
      {children}
    </section>
  );
}

export function SiteFooter() {
  return (
    <footer className="bg-brand-900 text-brand-100">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1fr_1.4fr] lg:px-8">
        <div>
          <FooterLink to={PAGES.home.link()} className="inline-flex items-center gap-2.5">
            <GateMark className="h-9 w-9 ring-1 ring-white/20" />
            <span className="text-xl font-extrabold tracking-tight text-white">{siteConfig.siteName}</span>
          </FooterLink>
          <p className="mt-4 max-w-xs text-sm leading-relaxed text-brand-100/80">
            El lugar donde se encuentran quienes venden y quienes buscan campos en Argentina, Paraguay,
            Uruguay y Bolivia.
          </p>
          <a
            href={whatsappLink()}
            target="_blank"
            rel="noopener noreferrer"
            className="mt-6 inline-flex items-center gap-3 rounded-full bg-white/10 py-2 pr-5 pl-2 text-sm font-medium text-white transition hover:bg-white/20"
          >
            <span className="flex h-8 w-8 items-center justify-center rounded-full bg-[#25d366] text-white">
              <WhatsAppIcon className="h-5 w-5" />
            </span>
            Escribinos por WhatsApp
          </a>
          <ul className="mt-6 flex gap-2">
            {SOCIAL_LINKS.map(({ name, href, Icon }) => (
              <li key={name}>
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label={`${siteConfig.siteName} en ${name}`}
                  className="flex h-10 w-10 items-center justify-center rounded-full bg-white/10 text-brand-50 transition hover:bg-wheat-500 hover:text-brand-900"
                >
                  <Icon className="h-5 w-5" />
                </a>
              </li>
            ))}
          </ul>
        </div>
        <FooterColumn title="Empresa">
          <ul className="flex flex-col gap-3 text-sm">
            {COMPANY_LINKS.map((item) => (
              <li key={item.to}>
                <FooterLink to={item.to}>{item.label}</FooterLink>
              </li>
            ))}
          </ul>
        </FooterColumn>
        <FooterColumn title="Categorías">
          <ul className="flex flex-col gap-3 text-sm">
            {CATEGORIES.map((category) => (
              <li key={category}>
                <FooterLink to={PAGES.listingProperties.link({ category })}>{category}</FooterLink>
              </li>
            ))}
          </ul>
        </FooterColumn>
        <FooterColumn title="Últimos anuncios">
          <FooterLatest />
        </FooterColumn>
      </div>
      <nav aria-labelledby="footer-provinces" className="border-t border-white/10">
        <div className="mx-auto max-w-7xl px-4 py-8 sm:px-6 lg:px-8">
          <h2
            id="footer-provinces"
            className="mb-4 text-xs font-bold tracking-[0.16em] text-wheat-300 uppercase"
          >
            Campos por zona
          </h2>
          {/* Clean addresses search engines can follow (issue 11): /campos/cordoba… */}
          <ul className="flex flex-wrap gap-x-5 gap-y-2 text-sm">
            {PROVINCES.map((state) => (
              <li key={state}>
                <FooterLink to={landingPath({ state })}>Campos en {state}</FooterLink>
              </li>
            ))}
          </ul>
        </div>
      </nav>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-4 py-6 text-xs text-brand-100/70 sm:flex-row sm:justify-between sm:px-6 lg:px-8">
          <p>© 2022 {siteConfig.siteName}. Todos los derechos reservados.</p>
          <p>Hecho con dedicación para el campo argentino.</p>
        </div>
      </div>
    </footer>
  );
}
