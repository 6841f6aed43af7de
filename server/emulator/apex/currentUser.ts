import type { SiteContent } from '../../../content-model';

/** The user data provider's picture: `Url` is the site path of the image's media. */
interface UserPicture {
  Url: string;
  AltText: string;
  ContentKey: string;
}

export type CurrentUser =
  | { userId: null; isGuest: true; Picture: UserPicture | null }
  | { userId: string; isGuest: false; name: string; Picture: UserPicture | null };

/** The picture's image document in `language` (its fallback chain), or null when it has none. */
function picture(
  store: SiteContent,
  contentKey: string,
  basePath: string,
  language: string | undefined,
): UserPicture | null {
  const doc = store.findDocument(contentKey, language);
  if (doc?.content.type !== 'sfdc_cms__image') return null;
  const { body } = doc.content;
  return {
    Url: `${basePath}/sfsites/c${body['sfdc_cms:media'].url}`,
    AltText: body.altText || doc.title,
    ContentKey: contentKey,
  };
}

/**
 * A guest, unless the request is signed in to the editor or sees the drafts by a preview link:
 * then the site's preview user (site.json's `previewUser`), so an author previews the pages as a
 * signed-in visitor sees them. The user id only for a signed-in user. The picture's alternative
 * text is in the page's `language`.
 */
export function currentUser(
  store: SiteContent,
  basePath: string,
  signedIn: boolean,
  language?: string,
): CurrentUser {
  const { site } = store;
  if (!signedIn) {
    return {
      userId: null,
      isGuest: true,
      Picture: picture(store, site.defaultUserPictureKey, basePath, language),
    };
  }
  const user = site.previewUser;
  return {
    userId: user.userId,
    isGuest: false,
    name: user.name,
    Picture: picture(store, user.pictureKey, basePath, language),
  };
}
