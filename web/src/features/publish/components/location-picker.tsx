import { MAP_DEFAULT_CENTER, type PropertyLocation, type Province, PROVINCES } from '@tranquera/contracts';
import { lazy, Suspense, useId, useRef, useState } from 'react';
import { buttonStyles } from '../../../components/ui/button-styles.ts';
import { MapPinIcon } from '../../../components/ui/icons.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import { inputStyles, labelStyles } from '../../../components/ui/form/field-styles.ts';
import { reverseGeocode } from '../api/reverse-geocode.ts';
import { PROVINCE_CENTRES } from '../province-centres.ts';
import type { LatLng } from './location-map.tsx';
import { CrosshairIcon, WarningIcon } from './publish-icons.tsx';

// Leaflet only loads on the publishing form, in its own chunk.
const LocationMap = lazy(() => import('./location-map.tsx').then((m) => ({ default: m.LocationMap })));

export const TILES_UNAVAILABLE = 'No se pudieron cargar los mapas. Podés marcar la ubicación igual.';
const GEOCODE_FAILED = 'No pudimos averiguar la localidad más cercana. La ubicación se guarda igual.';

interface LocationPickerProps {
  value: PropertyLocation;
  onChange(location: PropertyLocation): void;
  /** The province chosen in the form, for the "centre of the province" shortcut. */
  province: string;
  /** The reverse geocoder's province of the placed point. */
  onProvinceFound(province: Province): void;
}

const isProvince = (value: string | null): value is Province =>
  value !== null && (PROVINCES as readonly string[]).includes(value);

/**
 * Spec §2 location: a read-only name derived by reverse geocoding plus a map where the marker is
 * placed by click or drag. Coordinates can also be typed, or taken from the province's centre,
 * so the field works without a mouse and without map tiles.
 */
export function LocationPicker({ value, onChange, province, onProvinceFound }: LocationPickerProps) {
  const id = useId();
  const [tilesUnavailable, setTilesUnavailable] = useState(false);
  const [looking, setLooking] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [typed, setTyped] = useState({ lat: '', lng: '' });
  const [typedError, setTypedError] = useState<string | null>(null);
  const latest = useRef(0);
  const position = value.lat !== null && value.lng !== null ? { lat: value.lat, lng: value.lng } : null;

  const place = async (point: LatLng) => {
    const request = ++latest.current;
    onChange({ name: '', ...point });
    setProblem(null);
    setLooking(true);
    try {
      const found = await reverseGeocode(point.lat, point.lng);
      if (request !== latest.current) return;
      onChange({ name: found.name, ...point });
      if (isProvince(found.province)) onProvinceFound(found.province);
    } catch (error) {
      if (request !== latest.current) return;
      // 422 carries the server's reason (outside the region); anything else is a hiccup.
      setProblem(error instanceof ApiError && error.status === 422 ? error.message : GEOCODE_FAILED);
    } finally {
      if (request === latest.current) setLooking(false);
    }
  };

  const placeTyped = () => {
    const lat = Number(typed.lat.replace(',', '.'));
    const lng = Number(typed.lng.replace(',', '.'));
    if (
      !typed.lat ||
      !typed.lng ||
      !Number.isFinite(lat) ||
      !Number.isFinite(lng) ||
      Math.abs(lat) > 90 ||
      Math.abs(lng) > 180
    ) {
      setTypedError('Ingresá una latitud entre -90 y 90 y una longitud entre -180 y 180.');
      return;
    }
    setTypedError(null);
    void place({ lat, lng });
  };

  const centre = isProvince(province) ? PROVINCE_CENTRES[province] : null;

  return (
    <fieldset className="flex flex-col gap-3" aria-describedby={`${id}-help`}>
      <legend className={`${labelStyles} mb-1`}>Ubicación en el mapa</legend>
      <p id={`${id}-help`} className="-mt-1 text-sm text-stone-500">
        Tocá el mapa o arrastrá el marcador hasta el campo. La localidad se completa sola.
      </p>
      <div
        data-testid="location-map"
        className="relative isolate h-72 overflow-hidden rounded-2xl bg-[#eef3ea] ring-1 ring-stone-300 sm:h-96"
      >
        <Suspense
          fallback={<p className="grid h-full place-items-center text-sm text-stone-600">Cargando mapa…</p>}
        >
          <LocationMap
            position={position}
            onPick={(point) => void place(point)}
            onTilesUnavailable={() => setTilesUnavailable(true)}
          />
        </Suspense>
        {tilesUnavailable && (
          <p
            role="status"
            className="pointer-events-none absolute top-3 right-3 left-14 z-[1000] flex items-start gap-2 rounded-xl bg-white/95 px-3.5 py-2.5 text-sm font-medium text-stone-800 shadow-md ring-1 ring-wheat-300 sm:left-auto sm:max-w-sm"
          >
            <WarningIcon className="mt-0.5 h-4 w-4 shrink-0 text-wheat-500" />
            {TILES_UNAVAILABLE}
          </p>
        )}
      </div>

      <div className="flex flex-col gap-1.5">
        <label htmlFor={`${id}-name`} className={labelStyles}>
          Ubicación
        </label>
        <div className="relative">
          <MapPinIcon className="pointer-events-none absolute top-1/2 left-4 h-5 w-5 -translate-y-1/2 text-brand-700" />
          <input
            id={`${id}-name`}
            readOnly
            value={looking ? 'Buscando la localidad más cercana…' : value.name}
            placeholder={position ? 'Sin localidad cercana' : 'Marcá un punto en el mapa'}
            aria-describedby={`${id}-status`}
            className={`${inputStyles} bg-stone-50 pl-11`}
          />
        </div>
        <p id={`${id}-status`} role="status" className="text-sm text-stone-500">
          {problem ? (
            <span className="font-medium text-red-700">{problem}</span>
          ) : position ? (
            `Coordenadas: ${position.lat.toFixed(5)}, ${position.lng.toFixed(5)}`
          ) : (
            ''
          )}
        </p>
      </div>

      <details className="group rounded-2xl bg-stone-50 ring-1 ring-stone-200">
        <summary className="cursor-pointer list-none rounded-2xl px-4 py-3 text-sm font-semibold text-brand-800 marker:hidden">
          <span className="inline-flex items-center gap-2">
            <CrosshairIcon className="h-4 w-4" />
            Ingresar coordenadas o usar el centro de la provincia
          </span>
        </summary>
        <div className="flex flex-col gap-4 border-t border-stone-200 p-4">
          <div className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-[1fr_1fr_auto] min-[420px]:items-end">
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-lat`} className={labelStyles}>
                Latitud
              </label>
              <input
                id={`${id}-lat`}
                inputMode="decimal"
                placeholder={String(MAP_DEFAULT_CENTER.lat)}
                value={typed.lat}
                onChange={(event) => setTyped((t) => ({ ...t, lat: event.target.value }))}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    placeTyped();
                  }
                }}
                aria-invalid={typedError ? true : undefined}
                aria-describedby={typedError ? `${id}-typed-error` : undefined}
                className={inputStyles}
              />
            </div>
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-lng`} className={labelStyles}>
                Longitud
              </label>
              <input
                id={`${id}-lng`}
                inputMode="decimal"
                placeholder={String(MAP_DEFAULT_CENTER.lng)}
                value={typed.lng}
                onChange={(event) => setTyped((t) => ({ ...t, lng: event.target.value }))}
                onKeyDown={(event) => {
                  if (event.key === 'Enter') {
                    event.preventDefault();
                    placeTyped();
                  }
                }}
                aria-invalid={typedError ? true : undefined}
                aria-describedby={typedError ? `${id}-typed-error` : undefined}
                className={inputStyles}
              />
            </div>
            <button type="button" onClick={placeTyped} className={`${buttonStyles('secondary', 'md')} py-3`}>
              Marcar
            </button>
          </div>
          {typedError && (
            <p id={`${id}-typed-error`} className="text-sm font-medium text-red-700">
              {typedError}
            </p>
          )}
          <button
            type="button"
            disabled={!centre}
            onClick={() => centre && void place(centre)}
            className={`${buttonStyles('ghost', 'sm')} self-start`}
          >
            <MapPinIcon className="h-4 w-4" />
            {centre ? `Usar el centro de ${province}` : 'Elegí una provincia para usar su centro'}
          </button>
        </div>
      </details>
    </fieldset>
  );
}
