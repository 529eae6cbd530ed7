import type { OlderMessages } from '../use-chat-thread.ts';

/**
 * 'Ver mensajes anteriores' at the top of a chat. While a page loads it stays focusable
 * (aria-disabled, not disabled) so a keyboard user's focus is not dropped mid-way.
 */
export function OlderMessagesButton({ older, onLoad }: { older: OlderMessages; onLoad(): void }) {
  return (
    <div className="flex flex-col items-center gap-1.5 pb-3">
      <button
        type="button"
        onClick={() => {
          if (!older.loading) onLoad();
        }}
        aria-disabled={older.loading || undefined}
        className="inline-flex min-h-11 items-center gap-2 rounded-full border border-brand-700 bg-white px-5 py-2 text-sm font-semibold text-brand-800 shadow-sm transition hover:bg-brand-50 aria-disabled:cursor-wait aria-disabled:opacity-70"
      >
        {older.loading && (
          <span
            className="h-4 w-4 animate-spin rounded-full border-2 border-brand-200 border-t-brand-700"
            aria-hidden="true"
          />
        )}
        {older.loading ? 'Cargando mensajes anteriores…' : 'Ver mensajes anteriores'}
      </button>
      {older.failed && !older.loading && (
        <p role="alert" className="text-center text-sm text-red-700">
          No se pudieron cargar los mensajes anteriores. Intenta de nuevo.
        </p>
      )}
    </div>
  );
}
