/** A site image as the blocks read it: the media binding of its content key. */
export function imageReference(contentKey: string): string {
  return `{!cmsMedia.${contentKey}}`;
}

const REFERENCE = /^\s*\{!cmsMedia\.([A-Za-z0-9]+)\}\s*$/;

/** The content key a prop's value names as `{!cmsMedia.<contentKey>}`, if it is one. */
export function referencedImage(value: unknown): string | undefined {
  return typeof value === 'string' ? REFERENCE.exec(value)?.[1] : undefined;
}

/** A picture's address in rich text: the platform's media path, which the site resolves. */
export function richTextImageSrc(contentKey: string): string {
  return `/cms/delivery/media/${encodeURIComponent(contentKey)}`;
}
