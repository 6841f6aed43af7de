import { PAGE_STYLESHEETS_ATTRIBUTE } from '../../shared/pageRender';

/**
 * Adds the page's stylesheets whole at the end of its head, from the template where the server
 * left them inert (the page carries inline only the rules its markup can match); settles once
 * each has loaded or failed (one that fails leaves the page as it was). What the islands show
 * later (a toast, a failure, the next state) is styled from then on.
 */
export function addPageStylesheets(doc: Document): Promise<unknown> {
  const template = doc.querySelector<HTMLTemplateElement>(
    `template[${PAGE_STYLESHEETS_ATTRIBUTE}]`,
  );
  const links = [...(template?.content.children ?? [])] as HTMLLinkElement[];
  doc.head.append(...links);
  return Promise.all(
    links.map(
      (link) =>
        new Promise((settle) => {
          link.onload = link.onerror = settle;
        }),
    ),
  );
}
