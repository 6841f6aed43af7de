import { userDataProviderContract } from '../../../shared/blocks/userDataProvider';
import { readDataProvider } from '../../render/dataProvider';
import { blockOf } from '../blockTypes';
import { UserDataProvider, type UserDataProviderProps } from './UserDataProvider';

export const userDataProviderBlock = blockOf<UserDataProviderProps>(userDataProviderContract, {
  parse: (raw) => readDataProvider(raw, 'User'),
  component: UserDataProvider,
});
