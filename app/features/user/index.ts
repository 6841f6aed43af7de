export { CURRENT_USER_METHOD, GUEST, readCurrentUser } from './currentUser';
export type { UserData } from './currentUser';
