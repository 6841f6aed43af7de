// Where the site is: its origin and base path from `?site=`, its id from `?siteId=` or, against
// the emulator, from `{site}/emulator/site` (a real org has no such path).

export interface Site {
  origin: string;
  basePath: string;
  siteId: string;
}

const DEFAULT_SITE = 'http://127.0.0.1:4173';

export async function findSite(params: URLSearchParams): Promise<Site> {
  const url = new URL(params.get('site') ?? DEFAULT_SITE);
  const basePath = url.pathname.replace(/\/+$/, '');
  const siteId = params.get('siteId');
  if (siteId) return { origin: url.origin, basePath, siteId };
  const response = await fetch(`${url.origin}${basePath}/emulator/site`);
  if (!response.ok)
    throw new Error(`${url.origin}${basePath} gave no site ids (${String(response.status)})`);
  const ids = (await response.json()) as { siteId: string; basePath: string };
  return { origin: url.origin, basePath: ids.basePath, siteId: ids.siteId };
}
