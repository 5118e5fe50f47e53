/** Lazy page loaders of the help feature (policies, FAQs, contact, 404). */
export const helpPages = {
  contactUs: () => import('./routes/contact-us').then((m) => ({ Component: m.ContactUsPage })),
  faqs: () => import('./routes/faqs').then((m) => ({ Component: m.FaqsPage })),
  shippingPolicy: () => import('./routes/shipping-policy').then((m) => ({ Component: m.ShippingPolicyPage })),
  returnPolicy: () => import('./routes/return-policy').then((m) => ({ Component: m.ReturnPolicyPage })),
  privacyPolicy: () => import('./routes/privacy-policy').then((m) => ({ Component: m.PrivacyPolicyPage })),
  termsOfService: () => import('./routes/terms-of-service').then((m) => ({ Component: m.TermsOfServicePage })),
  notFound: () => import('./routes/not-found').then((m) => ({ Component: m.NotFoundPage })),
};
