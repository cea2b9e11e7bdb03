/** The cover in index.html shows until the first screen is drawn and after each navigation (spec section 2). */
export function hideLoadingCover(): void {
  document.getElementById('loading-cover')?.classList.add('hidden');
}
