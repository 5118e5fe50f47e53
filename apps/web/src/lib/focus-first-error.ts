/** After a failed check: bring the first invalid field (inside `root`) into view and focus it. */
export function focusFirstError(root: HTMLElement | null): void {
  window.requestAnimationFrame(() => {
    const field = root?.querySelector<HTMLElement>('[aria-invalid="true"], [role="alert"]');
    if (!field) return;
    field.scrollIntoView({ block: 'center' });
    if (field.matches('input, textarea, select')) field.focus({ preventScroll: true });
  });
}
