import { useMemo, type ReactNode } from 'react';
import type { BlockDefinition, BlockProps } from '../../blocks/blockTypes';
import { useSiteConfig } from '../../config/SiteConfigContext';
import { apexQuery } from '../../data/queries';
import { useSdkEntry } from '../../data/useSdkEntries';
import { useDataErrorToasts } from '../toast/useDataErrorToasts';
import { CURRENT_USER_METHOD, GUEST, readCurrentUser } from './currentUser';

interface UserDataProviderProps {
  /** The binding context its children read, `User` by default: `{!User.Picture}`. */
  expressionKey: string;
}

const currentUserQuery = apexQuery(CURRENT_USER_METHOD);

function UserDataProvider({ props, renderRegion }: BlockProps<UserDataProviderProps>): ReactNode {
  const config = useSiteConfig();
  const entry = useSdkEntry(currentUserQuery);
  useDataErrorToasts([currentUserQuery], [entry]);
  const record = useMemo(
    () => (entry.data === undefined ? GUEST : readCurrentUser(entry.data, config)),
    [entry.data, config],
  );
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
