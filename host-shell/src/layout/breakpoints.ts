/**
 * The widths the shell's CSS lays out at (header.css, side-menu.css, layout.css use the same numbers): parts the CSS
 * hides below one are not drawn there at all (`useMediaQuery`).
 */
export const TABLET_UP = '(min-width: 768px)';
export const DESKTOP_UP = '(min-width: 1024px)';
