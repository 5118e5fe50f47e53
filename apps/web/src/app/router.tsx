import { Navigate, createBrowserRouter, type RouteObject } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { accessoriesPages } from '@/features/accessories/routes';
import { accountPages } from '@/features/account/routes';
import { adminPages } from '@/features/admin/routes';
import { authPages } from '@/features/auth/routes';
import { cartPages } from '@/features/cart/routes';
import { catalogPages } from '@/features/catalog/routes';
import { checkoutPages } from '@/features/checkout/routes';
import { collectionsPages } from '@/features/collections/routes';
import { dashboardPages } from '@/features/dashboard/routes';
import { helpPages } from '@/features/help/routes';
import { homePages } from '@/features/home/routes';
import { ordersPages } from '@/features/orders/routes';
import { searchPages } from '@/features/search/routes';
import { sellerPages } from '@/features/seller/routes';
import { wishlistPages } from '@/features/wishlist/routes';
import { RouteErrorScreen } from './error-screen';
import { RequireAdmin, RequireAuth } from './guards';
import { RootLayout } from './layout/root-layout';

/**
 * Every route of the spec (storefront §2, accounts-orders §2, seller-admin §2). Each page is
 * lazy-loaded, so a visitor downloads only the code of the page they open.
 */
export const routes: RouteObject[] = [
  {
    id: 'root',
    element: <RootLayout />,
    errorElement: <RouteErrorScreen />,
    HydrateFallback: () => <Loading />,
    children: [
      {
        errorElement: <RouteErrorScreen />,
        children: [
          // Public storefront
          { index: true, lazy: homePages.home },
          { path: 'category/:category', lazy: catalogPages.category },
          { path: 'accessories', lazy: accessoriesPages.accessories },
          { path: 'accessory/:id', lazy: accessoriesPages.accessory },
          { path: 'product/:id', lazy: catalogPages.product },
          { path: 'credential/:category', lazy: collectionsPages.credential },
          { path: 'search', lazy: searchPages.search },
          { path: 'wishlist', lazy: wishlistPages.wishlist },
          { path: 'cart', lazy: cartPages.cart },
          { path: 'checkout', lazy: checkoutPages.checkout },
          { path: 'buy-now', lazy: checkoutPages.buyNow },
          { path: 'payment-callback', lazy: checkoutPages.paymentCallback },

          // Accounts
          { path: 'login', lazy: authPages.login },
          { path: 'signup', lazy: authPages.signup },
          { path: 'auth/callback', lazy: authPages.authCallback },
          { path: 'auth-callback', lazy: authPages.authCallback },

          // Help and policies
          { path: 'contact-us', lazy: helpPages.contactUs },
          { path: 'faqs', lazy: helpPages.faqs },
          { path: 'shipping-policy', lazy: helpPages.shippingPolicy },
          { path: 'return-policy', lazy: helpPages.returnPolicy },
          { path: 'PrivacyPolicy', lazy: helpPages.privacyPolicy },
          { path: 'termsOfService', lazy: helpPages.termsOfService },
          { path: 'terms', element: <Navigate to="/termsOfService" replace /> },
          // The collections' empty state in the spec links to /upload-design: the upload wizard.
          { path: 'upload-design', element: <Navigate to="/dashboard/upload" replace /> },
          { path: 'not-found', lazy: helpPages.notFound },

          // Signed in
          {
            element: <RequireAuth />,
            children: [
              { path: 'orders', lazy: ordersPages.orders },
              {
                path: 'dashboard',
                lazy: dashboardPages.layout,
                children: [
                  { index: true, lazy: dashboardPages.home },
                  { path: 'settings', lazy: accountPages.settings },
                  { path: 'orders', lazy: sellerPages.sales },
                  { path: 'upload', lazy: sellerPages.upload },
                  { path: 'accessories-upload', lazy: sellerPages.accessoriesUpload },
                  { path: 'accessories', lazy: sellerPages.accessories },
                  { path: 'upload-history', lazy: sellerPages.uploadHistory },
                ],
              },
            ],
          },

          // Admin only
          {
            path: 'admin',
            element: <RequireAdmin />,
            children: [
              { index: true, lazy: adminPages.adminDashboard },
              { path: 'users', lazy: adminPages.users },
              { path: 'designs', lazy: adminPages.designs },
              { path: 'accessories', lazy: adminPages.accessories },
              { path: 'orders', lazy: adminPages.orders },
              { path: 'settings', lazy: adminPages.settings },
            ],
          },

          { path: '*', lazy: helpPages.notFound },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
