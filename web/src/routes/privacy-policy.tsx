import { LegalDocument } from '../features/legal/components/legal-document.tsx';
import { PRIVACY_LAST_UPDATED, privacyIntro, privacySections } from '../features/legal/privacy-content.tsx';
import { usePageMeta } from '../lib/page-meta.ts';

export function PrivacyPolicyPage() {
  usePageMeta({
    title: 'Política de privacidad',
    description:
      'Qué datos personales recopilamos, para qué los usamos y cómo ejercer tus derechos (Ley 25.326).',
    canonicalPath: '/privacy-policy',
  });
  return (
    <LegalDocument
      title="Política de privacidad"
      lastUpdated={PRIVACY_LAST_UPDATED}
      intro={privacyIntro}
      sections={privacySections}
      related={{ to: '/terms-of-service', label: 'Términos y condiciones' }}
    />
  );
}
