/** Public surface of the notifications feature: load it through ./lazy (signed-in visitors only). */
export { NotificationBell, NotificationsMenuItem } from './components/notification-bell';
