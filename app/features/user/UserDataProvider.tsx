import { useMemo, type ReactNode } from 'react';
import type { BlockDefinition, BlockProps } from '../../blocks/blockTypes';
import { useSiteConfig } from '../../config/SiteConfigContext';
import { apexQuery } from '../../data/queries';
import { useSdkEntry } from '../../data/useSdkEntries';
import { pickFields, readDataProvider, type DataProviderConfig } from '../../views/dataProvider';
import { CURRENT_USER_METHOD, GUEST, readCurrentUser } from './currentUser';

type UserDataProviderProps = DataProviderConfig;

const currentUserQuery = apexQuery(CURRENT_USER_METHOD);

function UserDataProvider({ props, renderRegion }: BlockProps<UserDataProviderProps>): ReactNode {
  const config = useSiteConfig();
  // In the builder's preview the provider reads nothing: its blocks see a guest.
  const query = props.isPreviewMode ? null : currentUserQuery;
  const entry = useSdkEntry(query);
  const record = useMemo(
    () => (entry.data === undefined ? GUEST : readCurrentUser(entry.data, config)),
    [entry.data, config],
  );
  return renderRegion('default', { [props.expressionKey]: pickFields(record, props.fields) });
}

/** The user data provider: feeds `{!User.field}` bindings to the blocks inside it. */
export const userDataProviderBlock: BlockDefinition<UserDataProviderProps> = {
  type: 'userDataProvider',
  label: 'User data provider',
  parse: (raw) => readDataProvider(raw, 'User'),
  component: UserDataProvider,
};
