/** The page's session storage, or null where there is none or it is refused (a private window may refuse it). */
export function sessionStore(): Storage | null {
  try {
    return typeof sessionStorage === 'undefined' ? null : sessionStorage;
  } catch {
    return null;
  }
}
