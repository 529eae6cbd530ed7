/**
 * After an action whose row may leave the list (a paused listing under 'Publicado'), the focus
 * would fall to the page's body: it goes to the start of the content instead.
 */
export function keepFocusInPage(): void {
  requestAnimationFrame(() => {
    const active = document.activeElement;
    if (!active || active === document.body || !active.isConnected)
      document.getElementById('contenido')?.focus();
  });
}
