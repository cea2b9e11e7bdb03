/** The cover in index.html shows until the first screen is drawn and after each navigation (spec section 2). */
export function hideLoadingCover(): void {
  const cover = document.getElementById('loading-cover');
  if (!cover || cover.classList.contains('hidden')) return;
  cover.classList.add('hidden');
  cover.setAttribute('aria-hidden', 'true');
  // After the fade, out of the page entirely: no progress bar left for screen readers, no animation running.
  setTimeout(() => {
    cover.style.display = 'none';
  }, 250);
}
