/** Right-clicks on form fields, on selected text or with Ctrl keep the browser's own menu. */
export function wantsNativeMenu(event: MouseEvent): boolean {
  const target = event.target instanceof Element ? event.target : null;
  if (event.ctrlKey || target?.closest('input, textarea, select, [contenteditable="true"]')) return true;
  return Boolean(window.getSelection()?.toString());
}
