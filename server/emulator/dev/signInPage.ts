import { escapeMarkup, renderSmallPage } from '../../http/statusPage';

export interface SignInPageOptions {
  basePath: string;
  signedIn: boolean;
  /** The form token, also in the visitor's token cookie. */
  token: string;
  /** Names the preview user, like `Jane Doe`. */
  previewUserName: string;
}

function form(action: string, token: string, label: string): string {
  return `<form method="post" action="${escapeMarkup(action)}">
        <input type="hidden" name="token" value="${escapeMarkup(token)}" />
        <button type="submit">${escapeMarkup(label)}</button>
      </form>`;
}

/** The preview sign-in page: who the visitor is now, and a form to switch. */
export function renderSignInPage(options: SignInPageOptions): string {
  const { basePath, signedIn, token, previewUserName } = options;
  const state = signedIn
    ? `You are signed in as the preview user, ${previewUserName}.`
    : 'You are browsing as a guest.';
  const action = signedIn
    ? form(`${basePath}/dev/sign-out`, token, 'Sign out')
    : form(`${basePath}/dev/sign-in`, token, `Sign in as ${previewUserName}`);
  return renderSmallPage({
    title: 'Preview sign-in',
    basePath,
    bodyHtml: `<p>${escapeMarkup(state)}</p>
      ${action}`,
    homeLink: 'plain',
  });
}
