import { PAGES } from '@tranquera/contracts';
import { LegalDocument } from '../features/legal/components/legal-document.tsx';
import { TERMS_LAST_UPDATED, termsIntro, termsSections } from '../features/legal/terms-content.tsx';
import { usePageMeta } from '../lib/page-meta.ts';

export function TermsOfServicePage() {
  usePageMeta(PAGES.termsOfService, {
    description:
      'Términos y condiciones de uso: publicación gratuita y paga, niveles de uso y responsabilidades.',
    canonicalPath: PAGES.termsOfService.link(),
  });
  return (
    <LegalDocument
      title="Términos y condiciones"
      lastUpdated={TERMS_LAST_UPDATED}
      intro={termsIntro}
      sections={termsSections}
      related={{ to: PAGES.privacyPolicy.link(), label: 'Política de privacidad' }}
    />
  );
}
