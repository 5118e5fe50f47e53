/** Lazy page loaders of the help feature (policies, FAQs, contact, 404). */
export const helpPages = {
  contactUs: () => import('./pages/contact-us').then((m) => ({ Component: m.ContactUsPage })),
  faqs: () => import('./pages/faqs').then((m) => ({ Component: m.FaqsPage })),
  shippingPolicy: () =>
    import('./pages/shipping-policy').then((m) => ({ Component: m.ShippingPolicyPage })),
  returnPolicy: () =>
    import('./pages/return-policy').then((m) => ({ Component: m.ReturnPolicyPage })),
  privacyPolicy: () =>
    import('./pages/privacy-policy').then((m) => ({ Component: m.PrivacyPolicyPage })),
  termsOfService: () =>
    import('./pages/terms-of-service').then((m) => ({ Component: m.TermsOfServicePage })),
  notFound: () => import('./pages/not-found').then((m) => ({ Component: m.NotFoundPage })),
};
