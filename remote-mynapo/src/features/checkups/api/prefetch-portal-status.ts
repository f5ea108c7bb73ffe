import { queryClient } from '@harmo/shared';
import { portalStatusQueryOptions } from './get-portal-status';

/**
 * Whether the api offers the マイナポータル link, into the query cache, asked for when a link to
 * /mynapo/link-myna-data is about to be followed or the page is opened: the page lays out its
 * sections once this is known.
 */
export async function prefetchPortalStatus(): Promise<void> {
  await queryClient.prefetchQuery(portalStatusQueryOptions());
}
