import type { UploadProgress as Progress } from '../api/upload-listing-photos.ts';

/** The real progress of the photo upload (bytes sent and photos the server finished). */
export function UploadProgress({ progress }: { progress: Progress }) {
  const percent = Math.round(progress.fraction * 100);
  return (
    <div className="flex flex-col gap-2" data-testid="upload-progress">
      <div className="flex items-baseline justify-between gap-3 text-sm">
        <span id="upload-progress-label" className="font-semibold text-stone-800">
          Subiendo fotos… {progress.done} de {progress.count}
        </span>
        <span className="tabular-nums text-stone-600">{percent}%</span>
      </div>
      <div
        role="progressbar"
        aria-labelledby="upload-progress-label"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        className="h-2.5 overflow-hidden rounded-full bg-stone-200"
      >
        <div
          className="h-full rounded-full bg-brand-600 transition-[width] duration-200 ease-out"
          style={{ width: `${percent}%` }}
        />
      </div>
    </div>
  );
}
