export { CURRENT_USER_METHOD, GUEST, readCurrentUser } from './currentUser';
