// A person's profile as the api shows it; the rules of the bodies that change one are in
// @harmo/contracts/accounts-requests, shared with the web.
export { AccountProfile } from '@harmo/contracts/profile';
export type { Gender } from '@harmo/contracts/profile';
export { AccountId } from '@harmo/contracts/accounts';
