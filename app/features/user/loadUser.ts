import { z } from 'zod';
import { createAppAsyncThunk } from '../../hooks';
import { siteImageUrl, siteSrcSet, type MediaConfig } from '../../shared/siteMedia';
import { imageInfoWireSchema, type ImageInfo } from '../images/imageInfo';

/** The server method behind the user data provider. */
export const CURRENT_USER_METHOD = {
  apexClass: 'SiteUserController',
  apexMethod: 'getCurrentUser',
};

const currentUserSchema = z.object({
  isGuest: z.boolean(),
  userId: z.string().nullable().optional(),
  Picture: imageInfoWireSchema.nullable().optional(),
});

export interface UserData {
  /** Loaded only for signed-in users; null for guests. */
  userId: string | null;
  isGuest: boolean;
  Picture: ImageInfo | null;
}

function toPicture(
  wire: z.infer<typeof imageInfoWireSchema> | null | undefined,
  config: MediaConfig,
): ImageInfo | null {
  if (!wire) return null;
  return {
    Url: siteImageUrl(wire.Url, config),
    RawUrl: wire.Url,
    AltText: wire.AltText ?? '',
    ContentKey: wire.ContentKey ?? '',
    SrcSet: siteSrcSet(wire.Url, config),
  };
}

/** The user data provider: guest or signed in, the user id for signed-in users only, and the picture. */
export const loadUser = createAppAsyncThunk<UserData>(
  'user/load',
  async (_arg, { extra, signal }) => {
    const raw = await extra.sdk.apex({ ...CURRENT_USER_METHOD, cacheable: true }, { signal });
    const user = currentUserSchema.parse(raw);
    return {
      isGuest: user.isGuest,
      userId: user.isGuest ? null : (user.userId ?? null),
      Picture: toPicture(user.Picture, extra.config),
    };
  },
  {
    condition: (_, { getState }) => getState().user.status === 'idle',
  },
);
