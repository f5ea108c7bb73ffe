export { FamilyMembers } from './components/FamilyMembers';
export { AddFamilyMemberForm } from './components/AddFamilyMemberForm';
export { InviteForm } from './components/InviteForm';
export { SharingLists } from './components/SharingLists';
