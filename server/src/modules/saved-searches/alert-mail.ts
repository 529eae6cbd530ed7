import {
  ALERT_LISTINGS_SHOWN,
  describeSavedQuery,
  PAGES,
  UI,
  type PropertySummary,
  type SavedQuery,
} from '@tranquera/contracts';
import type { Site } from '../../config.ts';
import type { QueuedMail } from '../mail/outbox.ts';
import { button, escapeHtml, layout } from '../mail/templates.ts';

export interface AlertSearch {
  name: string;
  query: SavedQuery;
  unsubscribeToken: string;
}

const absolute = (site: Site, url: string) => (/^https?:\/\//.test(url) ? url : `${site.publicUrl}${url}`);

const priceOf = (card: PropertySummary) =>
  card.price > 0
    ? `${card.currency} ${card.price.toLocaleString('es-AR')} ${card.pricing_unit.toLowerCase()}`
    : UI.priceOnRequest;

const placeOf = (card: PropertySummary) => [card.nearest_town, card.state].filter(Boolean).join(', ');

/** The unsubscribe API (one click from the mail client) and the page the body links to. */
export function unsubscribeLinks(site: Site, token: string) {
  const encoded = encodeURIComponent(token);
  return {
    oneClick: `${site.publicUrl}/api/saved-searches/unsubscribe?token=${encoded}`,
    page: `${site.publicUrl}${PAGES.savedSearchUnsubscribe.link()}?token=${encoded}`,
  };
}

function listingHtml(site: Site, card: PropertySummary): string {
  const link = absolute(site, PAGES.propertyDetail.link(card._id));
  const photo = card.main_image_url
    ? `<a href="${escapeHtml(link)}"><img src="${escapeHtml(absolute(site, card.main_image_url))}" width="160" height="107" alt="" style="display:block;border-radius:8px;object-fit:cover"></a>`
    : '';
  return `<tr><td style="padding:12px 0;border-top:1px solid #e7e5e4" valign="top" width="172">${photo}</td>
<td style="padding:12px 0 12px 12px;border-top:1px solid #e7e5e4" valign="top">
<a href="${escapeHtml(link)}" style="color:#1c1917;font-weight:bold;text-decoration:none">${escapeHtml(card.listing_title)}</a>
<div style="color:#2f5d34;font-weight:bold">${escapeHtml(priceOf(card))}</div>
<div style="color:#57534e;font-size:13px">${card.hectares.toLocaleString('es-AR')} ha · ${escapeHtml(placeOf(card))}</div></td></tr>`;
}

/**
 * The alert of one saved search: its new listings (photo, title, price, link), a link to every
 * result, and a one-click unsubscribe (RFC 8058 headers plus a link that needs no session).
 */
export function searchAlertMail(
  site: Site,
  to: string,
  search: AlertSearch,
  cards: PropertySummary[],
): QueuedMail {
  const shown = cards.slice(0, ALERT_LISTINGS_SHOWN);
  const more = cards.length - shown.length;
  const results = `${site.publicUrl}${PAGES.listingProperties.link()}?${new URLSearchParams(search.query)}`;
  const unsubscribe = unsubscribeLinks(site, search.unsubscribeToken);
  const count = cards.length === 1 ? 'Un campo nuevo' : `${cards.length} campos nuevos`;
  const filters = describeSavedQuery(search.query);
  const textListings = shown
    .map(
      (card) =>
        `- ${card.listing_title}\n  ${priceOf(card)} · ${card.hectares.toLocaleString('es-AR')} ha · ${placeOf(card)}\n  ${absolute(site, PAGES.propertyDetail.link(card._id))}`,
    )
    .join('\n\n');
  const moreText = more > 0 ? `\n\nY ${more} más en ${results}` : '';
  return {
    to,
    subject: `${count} para «${search.name}»`,
    headers: {
      'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
    text: `${count} para tu búsqueda «${search.name}» (${filters}):\n\n${textListings}${moreText}\n\nVer todos los resultados: ${results}\n\nPara dejar de recibir estas alertas: ${unsubscribe.page}\n\n${site.siteName}`,
    html: layout(
      site.siteName,
      site.publicUrl,
      `<p>${count} para tu búsqueda <strong>«${escapeHtml(search.name)}»</strong> <span style="color:#78716c">(${escapeHtml(filters)})</span>:</p>
<table role="presentation" width="100%" cellpadding="0" cellspacing="0">${shown.map((card) => listingHtml(site, card)).join('')}</table>
${more > 0 ? `<p>Y ${more} más.</p>` : ''}${button(results, 'Ver todos los resultados')}
<p style="font-size:12px;color:#78716c">Recibís este email porque guardaste esta búsqueda. <a href="${escapeHtml(unsubscribe.page)}" style="color:#78716c">Dejar de recibir alertas de esta búsqueda</a>.</p>`,
    ),
  };
}
