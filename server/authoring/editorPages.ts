import { escapeMarkup, renderSmallPage } from '../http/statusPage';

const FORM_STYLE = `<style>
      form.sign-in { display: grid; gap: 0.5rem; text-align: left; margin: 0 0 1.5rem; }
      form.sign-in label { font-weight: 600; }
      form.sign-in input { font: inherit; padding: 0.6rem 0.75rem; border: 1px solid #5a6b7d;
        border-radius: 0.25rem; }
      form.sign-in input:focus-visible { outline: 3px solid #1b2733; outline-offset: 1px; }
      form.sign-in button { margin-top: 0.75rem; }
      .problem { color: #a4161a; font-weight: 600; }
    </style>`;

export interface SignInPageOptions {
  basePath: string;
  /** The form's token (its nonce is in the visitor's form cookie). */
  token: string;
  /** The name given, kept in the field after a refused try. */
  name?: string;
  /** Why the last try was refused. */
  problem?: string;
  /** The view id of the page to open once signed in. */
  open?: string;
}

/** `/editor` for anyone not signed in: a name, a password and "Sign in". */
export function renderSignInPage(options: SignInPageOptions): string {
  const { basePath, token } = options;
  const problem = options.problem
    ? `<p class="problem" role="alert" id="sign-in-problem">${escapeMarkup(options.problem)}</p>`
    : '';
  const described = options.problem ? ' aria-describedby="sign-in-problem"' : '';
  return renderSmallPage({
    title: 'Sign in to the editor',
    basePath,
    homeLink: 'plain',
    bodyHtml: `${FORM_STYLE}
      ${problem}
      <form class="sign-in" method="post" action="${escapeMarkup(`${basePath}/editor/sign-in`)}">
        <input type="hidden" name="_csrf" value="${escapeMarkup(token)}" />${
          options.open
            ? `
        <input type="hidden" name="page" value="${escapeMarkup(options.open)}" />`
            : ''
        }
        <label for="name">Name</label>
        <input id="name" name="name" autocomplete="username" required maxlength="64"
          value="${escapeMarkup(options.name ?? '')}"${described} />
        <label for="password">Password</label>
        <input id="password" name="password" type="password" autocomplete="current-password"
          required maxlength="1024"${described} />
        <button type="submit">Sign in</button>
      </form>`,
  });
}
