/** What the site's game page puts in a game's address: the one-time launch token and the language. */
export interface LaunchParams {
  launchToken: string | null;
  lang: string | null;
}

/**
 * Reads `launch` and `lang` from the address. The launch token is one-time: it is dropped from the address so a
 * reload, a shared link or the history never show it.
 */
export function readLaunch(): LaunchParams {
  const params = new URLSearchParams(location.search);
  const launchToken = params.get('launch');
  if (launchToken) {
    params.delete('launch');
    const query = params.toString();
    history.replaceState(null, '', `${location.pathname}${query ? `?${query}` : ''}${location.hash}`);
  }
  return { launchToken, lang: params.get('lang') };
}
