/** Joins the truthy class names: `cx('ui-button', block && 'ui-button--block')`. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
