import { PAGES } from '@tranquera/contracts';
import { useState } from 'react';
import { BuyerRequestForm } from '../features/buyer-request/components/buyer-request-form.tsx';
import { RequestHeader } from '../features/buyer-request/components/request-header.tsx';
import { RequestIntro } from '../features/buyer-request/components/request-intro.tsx';
import { RequestResult } from '../features/buyer-request/components/request-result.tsx';
import { type RequestOutcome, requestProgress } from '../features/buyer-request/request-steps.ts';
import { usePageMeta } from '../lib/page-meta.ts';

/** Spec §2 buyer request: full screen (no top bar or footer), intro, six steps, result. */
export function RequestPropertyPage() {
  usePageMeta(PAGES.requestProperty, {
    description: 'Contanos qué campo buscás y un asesor te ayuda a encontrarlo. Te lleva 5 minutos.',
    canonicalPath: PAGES.requestProperty.link(),
  });
  const [started, setStarted] = useState(false);
  const [answered, setAnswered] = useState(0);
  const [result, setResult] = useState<{ outcome: Exclude<RequestOutcome, null>; name: string } | null>(null);
  const progress = requestProgress(answered, result?.outcome ?? null);

  return (
    <div className="min-h-dvh bg-gradient-to-b from-wheat-100/60 via-stone-50 to-stone-50">
      <RequestHeader progress={progress} tone={started ? 'dark' : 'light'} />
      <main id="contenido">
        {result ? (
          <RequestResult outcome={result.outcome} name={result.name} />
        ) : started ? (
          <BuyerRequestForm
            onAnswered={setAnswered}
            onOutcome={(outcome, name) => setResult({ outcome, name })}
          />
        ) : (
          <RequestIntro onStart={() => setStarted(true)} />
        )}
      </main>
    </div>
  );
}
