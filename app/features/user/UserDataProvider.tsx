import { useEffect, useMemo, type ReactNode } from 'react';
import type { BlockDefinition, BlockProps } from '../../blocks/blockTypes';
import { useAppDispatch, useAppSelector } from '../../hooks';
import { loadUser } from './loadUser';
import { selectUser } from './userSlice';

interface UserDataProviderProps {
  /** The binding context its children read, `User` by default: `{!User.Picture}`. */
  expressionKey: string;
}

function UserDataProvider({ props, renderRegion }: BlockProps<UserDataProviderProps>): ReactNode {
  const dispatch = useAppDispatch();
  const { userId, isGuest, Picture } = useAppSelector(selectUser);
  const record = useMemo(() => ({ userId, isGuest, Picture }), [userId, isGuest, Picture]);

  useEffect(() => {
    void dispatch(loadUser());
  }, [dispatch]);

  return renderRegion('default', { [props.expressionKey]: record });
}

/** The user data provider: feeds `{!User.field}` bindings to the blocks inside it. */
export const userDataProviderBlock: BlockDefinition<UserDataProviderProps> = {
  type: 'userDataProvider',
  label: 'User data provider',
  parse: (raw) => ({
    expressionKey:
      typeof raw.expressionKey === 'string' && /^\w+$/.test(raw.expressionKey)
        ? raw.expressionKey
        : 'User',
  }),
  component: UserDataProvider,
};
