/** The About page is for search engines; the block gallery is a builder's tool. */
export function renderRobotsTxt(basePath: string): string {
  return ['User-agent: *', `Allow: ${basePath}/about`, `Disallow: ${basePath}/blocks`, ''].join(
    '\n',
  );
}
