/**
 * The bell's code (panel, Radix popover and dialog) loads only for signed-in visitors: the header
 * is on every page, and signed-out pages must not pay for it.
 */
export const loadNotifications = () => import('.');
