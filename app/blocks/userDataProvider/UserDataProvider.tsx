import { useMemo, type ReactNode } from 'react';
import type { BlockProps } from '../blockTypes';
import { useSiteConfig } from '../../config/SiteConfigContext';
import { apexQuery } from '../../data/queries';
import { useSdkEntry } from '../../data/useSdkEntries';
import { pickFields, type DataProviderConfig } from '../../views/dataProvider';
import { CURRENT_USER_METHOD, GUEST, readCurrentUser } from '../../features/user';

export type UserDataProviderProps = DataProviderConfig;

const currentUserQuery = apexQuery(CURRENT_USER_METHOD);

/** The user data provider: feeds `{!User.field}` bindings to the blocks inside it. */
export function UserDataProvider({
  props,
  renderRegion,
}: BlockProps<UserDataProviderProps>): ReactNode {
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
