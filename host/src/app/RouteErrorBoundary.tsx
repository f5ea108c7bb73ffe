import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { FullPageError, reportError } from '@harmo/shared';

/** Any load failure under the host shows the full-page error; the error is reported once. */
export function RouteErrorBoundary() {
  const error = useRouteError();
  useEffect(() => {
    reportError(error, { boundary: 'route' });
  }, [error]);
  return <FullPageError />;
}
