export { CURRENT_USER_METHOD, loadUser } from './loadUser';
export type { UserData } from './loadUser';
export { selectUser, userSlice } from './userSlice';
export type { UserState } from './userSlice';
export { userDataProviderBlock } from './UserDataProvider';
