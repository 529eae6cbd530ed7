import { PAGES } from '@tranquera/contracts';
import type { Site } from '../../config.ts';
import type { MailMessage } from './mailer.ts';

// Every e-mail: Spanish subject, plain-text and HTML parts, absolute links.

export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function layout(siteName: string, publicUrl: string, bodyHtml: string): string {
  return `<!doctype html><html lang="es"><body style="margin:0;background:#f5f5f4;font-family:Arial,Helvetica,sans-serif;color:#292524">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:24px">
<table role="presentation" width="560" cellpadding="0" cellspacing="0" style="background:#ffffff;border-radius:12px;padding:32px">
<tr><td><a href="${publicUrl}" style="color:#2f5d34;font-size:22px;font-weight:bold;text-decoration:none">${escapeHtml(siteName)}</a></td></tr>
<tr><td style="padding-top:16px;font-size:15px;line-height:1.6">${bodyHtml}</td></tr>
<tr><td style="padding-top:24px;font-size:12px;color:#78716c">Este mensaje fue enviado por ${escapeHtml(siteName)}. Si no lo esperabas, podés ignorarlo.</td></tr>
</table></td></tr></table></body></html>`;
}

export const button = (href: string, label: string) =>
  `<p style="padding:8px 0"><a href="${escapeHtml(href)}" style="background:#2f5d34;color:#ffffff;padding:12px 20px;border-radius:999px;text-decoration:none;font-weight:bold">${escapeHtml(label)}</a></p>`;

export function temporaryPasswordMail(
  site: Site,
  to: string,
  firstName: string,
  temporaryPassword: string,
): MailMessage {
  const link = `${site.publicUrl}${PAGES.changePassword.link({ email: to, step: '2' })}`;
  return {
    to,
    subject: `Tu contraseña temporal de ${site.siteName}`,
    text: `Hola ${firstName}:\n\nPediste recuperar tu contraseña. Tu contraseña temporal es: ${temporaryPassword}\n\nVale por una hora y sirve una sola vez. Ingresala junto con tu nueva contraseña en:\n${link}\n\nSi no lo pediste, ignorá este mensaje: tu contraseña actual sigue funcionando.\n\n${site.siteName}`,
    html: layout(
      site.siteName,
      site.publicUrl,
      `<p>Hola ${escapeHtml(firstName)}:</p><p>Pediste recuperar tu contraseña. Tu contraseña temporal es:</p>
<p style="font-size:22px;font-weight:bold;letter-spacing:2px;font-family:monospace">${escapeHtml(temporaryPassword)}</p>
<p>Vale por una hora y sirve una sola vez. Ingresala junto con tu nueva contraseña:</p>${button(link, 'Cambiar contraseña')}
<p>Si no lo pediste, ignorá este mensaje: tu contraseña actual sigue funcionando.</p>`,
    ),
  };
}

export function emailChangeMail(site: Site, to: string, firstName: string, link: string): MailMessage {
  return {
    to,
    subject: `Confirmá tu nuevo email en ${site.siteName}`,
    text: `Hola ${firstName}:\n\nPara usar esta dirección en tu cuenta de ${site.siteName}, abrí este enlace dentro de las próximas 24 horas:\n${link}\n\nSi no pediste el cambio, ignorá este mensaje.\n\n${site.siteName}`,
    html: layout(
      site.siteName,
      site.publicUrl,
      `<p>Hola ${escapeHtml(firstName)}:</p><p>Para usar esta dirección en tu cuenta de ${escapeHtml(site.siteName)}, confirmala dentro de las próximas 24 horas:</p>${button(link, 'Confirmar email')}<p style="font-size:12px;color:#78716c;word-break:break-all">${escapeHtml(link)}</p><p>Si no pediste el cambio, ignorá este mensaje.</p>`,
    ),
  };
}

export function welcomeMail(site: Site, to: string, firstName: string): MailMessage {
  const link = `${site.publicUrl}${PAGES.postProperty.link()}`;
  return {
    to,
    subject: `Bienvenido a ${site.siteName}`,
    text: `Hola ${firstName}:\n\nTu cuenta está lista. Ya podés publicar tu campo gratis:\n${link}\n\n${site.siteName}`,
    html: layout(
      site.siteName,
      site.publicUrl,
      `<p>Hola ${escapeHtml(firstName)}:</p><p>Tu cuenta está lista. Ya podés publicar tu campo gratis.</p>${button(link, 'Publicar gratis')}`,
    ),
  };
}

export function newMessageMail(
  site: Site,
  to: string,
  firstName: string,
  fromName: string,
  link: string,
): MailMessage {
  return {
    to,
    subject: `Tenés un mensaje nuevo de ${fromName} en ${site.siteName}`,
    text: `Hola ${firstName}:\n\n${fromName} te escribió en ${site.siteName}. Leé y respondé el mensaje en:\n${link}\n\n${site.siteName}`,
    html: layout(
      site.siteName,
      site.publicUrl,
      `<p>Hola ${escapeHtml(firstName)}:</p><p>${escapeHtml(fromName)} te escribió en ${escapeHtml(site.siteName)}.</p>${button(link, 'Ver mensaje')}`,
    ),
  };
}

/** A lead for the team (or a listing's owner): every answer as a labelled line. */
export function leadMail(
  site: Site,
  to: string,
  subject: string,
  intro: string,
  fields: [string, string][],
  replyTo?: string,
): MailMessage {
  const lines = fields.map(([label, value]) => `${label}: ${value}`).join('\n');
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><td style="padding:4px 12px 4px 0;color:#78716c;vertical-align:top">${escapeHtml(label)}</td><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    )
    .join('');
  return {
    to,
    subject,
    replyTo,
    text: `${intro}\n\n${lines}\n\n${site.siteName} · ${site.publicUrl}`,
    html: layout(
      site.siteName,
      site.publicUrl,
      `<p>${escapeHtml(intro)}</p><table role="presentation">${rows}</table>`,
    ),
  };
}

/** The team paused or rejected a listing: the owner hears why. */
export function moderationMail(
  site: Site,
  to: string,
  firstName: string,
  listing: { id: string; title: string },
  outcome: 'pausado' | 'rechazado',
  reason: string,
): MailMessage {
  const link = `${site.publicUrl}${PAGES.myProperties.link()}`;
  return {
    to,
    subject: `Tu anuncio "${listing.title}" fue ${outcome}`,
    text: `Hola ${firstName}:\n\nEl equipo de ${site.siteName} dejó tu anuncio "${listing.title}" ${outcome} y ya no se muestra al público.\n\nMotivo: ${reason}\n\nSi tenés dudas, respondé este mensaje. Tus anuncios:\n${link}\n\n${site.siteName}`,
    html: layout(
      site.siteName,
      site.publicUrl,
      `<p>Hola ${escapeHtml(firstName)}:</p><p>El equipo de ${escapeHtml(site.siteName)} dejó tu anuncio <strong>${escapeHtml(listing.title)}</strong> ${outcome} y ya no se muestra al público.</p><p><strong>Motivo:</strong> ${escapeHtml(reason)}</p><p>Si tenés dudas, respondé este mensaje.</p>${button(link, 'Ver mis anuncios')}`,
    ),
  };
}

/** Seven days before a listing expires: one click renews it for six more months. */
export function renewalMail(
  site: Site,
  to: string,
  firstName: string,
  listing: { id: string; title: string },
  expiresOn: string,
): MailMessage {
  const link = `${site.publicUrl}${PAGES.myProperties.link({ renew: listing.id })}`;
  return {
    to,
    subject: `Tu anuncio "${listing.title}" vence el ${expiresOn}`,
    text: `Hola ${firstName}:\n\nTu anuncio "${listing.title}" vence el ${expiresOn} y después deja de mostrarse. Renovalo por 6 meses más, gratis:\n${link}\n\n${site.siteName}`,
    html: layout(
      site.siteName,
      site.publicUrl,
      `<p>Hola ${escapeHtml(firstName)}:</p><p>Tu anuncio <strong>${escapeHtml(listing.title)}</strong> vence el ${escapeHtml(expiresOn)} y después deja de mostrarse.</p><p>Renovalo por 6 meses más, gratis:</p>${button(link, 'Renovar anuncio')}`,
    ),
  };
}
