import { UI } from '@tranquera/contracts';
import { InfoIcon } from '../../../components/ui/icons.tsx';
import { hasShortWords } from '../short-words.ts';

/** Says how a text search with a word of one or two letters is matched (whole, not as a prefix). */
export function ShortWordsHint({ search }: { search: string | undefined }) {
  if (!hasShortWords(search)) return null;
  return (
    <p className="flex items-start gap-1.5 text-sm text-stone-600">
      <InfoIcon className="mt-0.5 h-4 w-4 shrink-0 text-brand-700" />
      {UI.searchShortWordsHint}
    </p>
  );
}
