/** Collections shown in the header and mobile menu. */
export const HEADER_COLLECTIONS = [
  { to: '/category/casual', label: 'Casual' },
  { to: '/credential/hostel', label: 'Hostel' },
  { to: '/credential/university', label: 'University' },
  { to: '/credential/event', label: 'Event' },
  { to: '/accessories', label: 'Accessories' },
] as const;
