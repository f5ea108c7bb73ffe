import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, NETWORK_ERROR, getIdToken, getRuntimeConfig } from '@harmo/shared';
import { pathWith } from '@harmo/contracts/paths';
import { PRESCRIPTION_PATHS } from '@harmo/contracts/prescriptions';
import { useObjectUrl } from '../hooks/use-object-url';
import { prescriptionKeys } from './prescription-keys';

/**
 * The photo's bytes. The image needs the bearer token like every call, so it is fetched and
 * shown from a blob URL instead of being named in an img element's src.
 */
export async function getPrescriptionImage(
  prescriptionId: string,
  signal?: AbortSignal,
): Promise<Blob> {
  const url = new URL(
    pathWith(PRESCRIPTION_PATHS.image, { prescriptionId }),
    getRuntimeConfig().apiBaseUrl,
  );
  const token = await getIdToken();
  let response: Response;
  try {
    response = await fetch(url, {
      headers: token ? { Authorization: `Bearer ${token}` } : {},
      credentials: 'include',
      cache: 'no-store',
      signal,
    });
  } catch (error) {
    if ((error as Error)?.name === 'AbortError') throw error;
    throw new ApiError(NETWORK_ERROR, 0, 'network_error');
  }
  if (!response.ok)
    throw new ApiError(response.statusText, response.status, `http_${response.status}`);
  return response.blob();
}

export function prescriptionImageQueryOptions(prescriptionId: string) {
  return queryOptions({
    queryKey: prescriptionKeys.image(prescriptionId),
    queryFn: ({ signal }) => getPrescriptionImage(prescriptionId, signal),
    // A stored prescription's photo never changes.
    staleTime: Infinity,
    // The photo is personal data: it is not kept in memory once no page shows it.
    gcTime: 0,
  });
}

/** The photo of a stored prescription as an object URL, released when the page leaves. */
export function usePrescriptionImage(prescriptionId: string | null) {
  const query = useQuery({
    ...prescriptionImageQueryOptions(prescriptionId ?? ''),
    enabled: prescriptionId !== null,
  });
  const objectUrl = useObjectUrl(query.data ?? null);
  return { ...query, objectUrl };
}
