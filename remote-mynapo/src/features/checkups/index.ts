export { CheckupOverview } from './components/CheckupOverview';
export { CheckupUpload } from './components/CheckupUpload';
export { PortalLink } from './components/PortalLink';
export { prefetchPortalStatus } from './api/prefetch-portal-status';
export { usePortalStatus } from './api/get-portal-status';
