/**
 * The canonical address of an embeddable video player, or `undefined` when `src` does not
 * qualify: it must be an absolute `https:` URL on one of `hosts`, with no credentials or port.
 */
export function videoEmbedSource(src: string | null, hosts: readonly string[]): string | undefined {
  if (src === null || !/^\s*https:\/\//i.test(src)) return undefined;
  let url: URL;
  try {
    url = new URL(src);
  } catch {
    return undefined;
  }
  const allowed = hosts.map((host) => host.toLowerCase());
  const plain =
    url.protocol === 'https:' && url.username === '' && url.password === '' && url.port === '';
  return plain && allowed.includes(url.hostname) ? url.href : undefined;
}
