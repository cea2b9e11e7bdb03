/** Element ids the layout's parts point at each other with. */
export const SIDE_DRAWER_ID = 'side-drawer';
export const MAIN_ID = 'main';
