export { CheckupOverview } from './components/CheckupOverview';
export { CheckupUpload } from './components/CheckupUpload';
export { PortalLink } from './components/PortalLink';
