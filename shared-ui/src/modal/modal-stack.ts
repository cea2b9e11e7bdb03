/*
 * Bookkeeping shared by every open Modal in the page (shared-ui is a federation singleton, so the host and all
 * remotes share this one stack): Escape goes to the top-most dialog only, and the page scroll stays locked
 * until the last dialog closes.
 */

interface StackEntry {
  onEscape: () => void;
}

const stack: StackEntry[] = [];
const watchers = new Set<() => void>();

/** How many dialogs are open in the page now, the host's and every remote's. */
export function openDialogCount(): number {
  return stack.length;
}

/** Calls `watcher` whenever a dialog opens or closes; returns the function that stops it. */
export function watchDialogs(watcher: () => void): () => void {
  watchers.add(watcher);
  return () => {
    watchers.delete(watcher);
  };
}

function dialogsChanged() {
  for (const watcher of [...watchers]) watcher();
}

function onKeyDown(event: KeyboardEvent) {
  if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return;
  const top = stack[stack.length - 1];
  if (!top) return;
  event.preventDefault();
  top.onEscape();
}

/** Puts a dialog on top of the stack; returns the function that takes it off. */
export function pushModal(entry: StackEntry): () => void {
  if (stack.length === 0) document.addEventListener('keydown', onKeyDown);
  stack.push(entry);
  lockScroll();
  dialogsChanged();
  return () => {
    const index = stack.indexOf(entry);
    if (index >= 0) stack.splice(index, 1);
    if (stack.length === 0) document.removeEventListener('keydown', onKeyDown);
    unlockScroll();
    dialogsChanged();
  };
}

let locks = 0;
let saved: { overflow: string; paddingInlineEnd: string } | null = null;

function lockScroll() {
  locks += 1;
  if (locks > 1) return;
  const { body, documentElement } = document;
  // Keep the page from shifting sideways when its scrollbar disappears (desktop browsers).
  const scrollbar = window.innerWidth - documentElement.clientWidth;
  saved = { overflow: body.style.overflow, paddingInlineEnd: body.style.paddingInlineEnd };
  body.style.overflow = 'hidden';
  if (scrollbar > 0) body.style.paddingInlineEnd = `${scrollbar}px`;
}

function unlockScroll() {
  locks = Math.max(0, locks - 1);
  if (locks > 0 || !saved) return;
  document.body.style.overflow = saved.overflow;
  document.body.style.paddingInlineEnd = saved.paddingInlineEnd;
  saved = null;
}
