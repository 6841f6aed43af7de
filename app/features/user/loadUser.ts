import { z } from 'zod';
import { buildSrcSet, resolveMediaUrl } from '../../../sdk/images';
import { createAppAsyncThunk } from '../../hooks';
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
  basePath: string,
): ImageInfo | null {
  if (!wire) return null;
  const Url = resolveMediaUrl(wire.Url, { basePath, isExternal: /^https:/i.test(wire.Url) });
  return {
    Url,
    RawUrl: wire.Url,
    AltText: wire.AltText ?? '',
    ContentKey: wire.ContentKey ?? '',
    SrcSet: Url.includes('/sfsites/c/cms/delivery/media/') ? buildSrcSet(Url) : '',
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
      Picture: toPicture(user.Picture, extra.config.basePath),
    };
  },
  {
    condition: (_, { getState }) => getState().user.status === 'idle',
  },
);
