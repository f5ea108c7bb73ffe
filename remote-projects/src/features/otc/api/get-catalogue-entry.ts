import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '@harmo/shared';
import { pathWith } from '@harmo/contracts/paths';
import { OTC_CATALOGUE_PATHS, OtcCatalogueEntry } from '@harmo/contracts/otc-catalogue';
import { otcKeys } from './otc-keys';

export type { OtcCatalogueEntry } from '@harmo/contracts/otc-catalogue';

/** The catalogue's entry of a JAN code, or null when the catalogue does not know the code. */
export async function getCatalogueEntry(
  janCode: string,
  signal?: AbortSignal,
): Promise<OtcCatalogueEntry | null> {
  try {
    return await apiRequest(pathWith(OTC_CATALOGUE_PATHS.entry, { janCode }), {
      schema: OtcCatalogueEntry,
      signal,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

export function catalogueEntryQueryOptions(janCode: string) {
  return queryOptions({
    queryKey: otcKeys.entry(janCode),
    queryFn: ({ signal }) => getCatalogueEntry(janCode, signal),
    staleTime: 60 * 60 * 1000,
  });
}

/** Looks a valid JAN code up; idle without one. */
export function useCatalogueEntry(janCode: string | null) {
  return useQuery({ ...catalogueEntryQueryOptions(janCode ?? ''), enabled: janCode !== null });
}
