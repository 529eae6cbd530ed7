import { PAGES } from '@tranquera/contracts';
import { LegalDocument } from '../features/legal/components/legal-document.tsx';
import { PRIVACY_LAST_UPDATED, privacyIntro, privacySections } from '../features/legal/privacy-content.tsx';
import { usePageMeta } from '../lib/page-meta.ts';

export function PrivacyPolicyPage() {
  usePageMeta(PAGES.privacyPolicy, {
    description:
      'Qué datos personales recopilamos, para qué los usamos y cómo ejercer tus derechos (Ley 25.326).',
    canonicalPath: PAGES.privacyPolicy.link(),
  });
  return (
    <LegalDocument
      title="Política de privacidad"
      lastUpdated={PRIVACY_LAST_UPDATED}
      intro={privacyIntro}
      sections={privacySections}
      related={{ to: PAGES.termsOfService.link(), label: 'Términos y condiciones' }}
    />
  );
}
