import { useMemo, type ReactNode } from 'react';
import { useApex } from '@about-site/sdk-react';
import type { BlockProps } from '../blockTypes';
import { useSiteConfig } from '../../config/SiteConfigContext';
import { pickFields, type DataProviderConfig } from '../../render/dataProvider';
import { CURRENT_USER_METHOD, GUEST, readCurrentUser } from '../../data/currentUser';
import { inPageLanguage } from '../../data/queries';
import { requestedLanguage } from '../../../shared/pageLanguage';

export type UserDataProviderProps = DataProviderConfig;

/** The user data provider: feeds `{!User.field}` bindings to the blocks inside it. */
export function UserDataProvider({
  props,
  renderRegion,
}: BlockProps<UserDataProviderProps>): ReactNode {
  const config = useSiteConfig();
  const language = requestedLanguage(config);
  // The picture's alternative text comes in the page's language.
  const method = useMemo(() => inPageLanguage(CURRENT_USER_METHOD, language), [language]);
  // In the builder's preview the provider reads nothing: its blocks see a guest.
  const entry = useApex(props.isPreviewMode ? null : method);
  const record = useMemo(
    () => (entry.data === undefined ? GUEST : readCurrentUser(entry.data, config)),
    [entry.data, config],
  );
  return renderRegion('default', { [props.expressionKey]: pickFields(record, props.fields) });
}
