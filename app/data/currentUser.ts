import { z } from 'zod/mini';
import type { MediaConfig } from './siteMedia';
import { imageInfoWireSchema, toImageInfo, type ImageInfo } from './imageInfo';

/** The server method behind the user data provider. */
export const CURRENT_USER_METHOD = {
  apexClass: 'SiteUserController',
  apexMethod: 'getCurrentUser',
};

const currentUserSchema = z.object({
  isGuest: z.boolean(),
  userId: z.optional(z.nullable(z.string())),
  Picture: z.optional(z.nullable(imageInfoWireSchema)),
});

// A type, not an interface, so a record of it is a binding scope (an index-signature object).
export type UserData = {
  /** Loaded only for signed-in users; null for guests. */
  userId: string | null;
  isGuest: boolean;
  Picture: ImageInfo | null;
};

/** What the provider offers before the user is known, or when the read failed: a guest. */
export const GUEST: UserData = Object.freeze({ userId: null, isGuest: true, Picture: null });

/** The user record from the server method's response; a response of another shape is a guest. */
export function readCurrentUser(response: unknown, config: MediaConfig): UserData {
  const parsed = currentUserSchema.safeParse(response);
  if (!parsed.success) return GUEST;
  const { isGuest, userId, Picture } = parsed.data;
  return {
    isGuest,
    userId: isGuest ? null : (userId ?? null),
    Picture: Picture
      ? toImageInfo(
          { url: Picture.Url, altText: Picture.AltText, contentKey: Picture.ContentKey },
          config,
        )
      : null,
  };
}
