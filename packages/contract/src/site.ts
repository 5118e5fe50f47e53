export const SITE = {
  name: 'Campus Threads',
  tagline: 'Campus-themed t-shirts and accessories, designed by students',
  supportEmail: 'support@campusthreads.in',
  supportPhone: '+91 98765 43210',
  currency: 'INR',
  defaultDeliverablePinCodes: ['784028'],
} as const;

/** Demo accounts created on an empty embedded database (DESIGN.md). */
export const DEMO_ACCOUNTS = [
  {
    role: 'admin',
    fullName: 'Asha Admin',
    email: 'admin@campusthreads.test',
    password: 'Admin@12345',
    phone: '9876500001',
    isAdmin: true,
  },
  {
    role: 'seller',
    fullName: 'Sameer Seller',
    email: 'seller@campusthreads.test',
    password: 'Seller@12345',
    phone: '9876500002',
    isAdmin: false,
  },
  {
    role: 'customer',
    fullName: 'Chitra Customer',
    email: 'customer@campusthreads.test',
    password: 'Customer@12345',
    phone: '9876500003',
    isAdmin: false,
  },
] as const;
