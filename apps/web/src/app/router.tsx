import { Suspense, type ComponentType } from 'react';
import { BrowserRouter, matchPath, Navigate, Route, Routes } from 'react-router';
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
import { dropsPages } from '@/features/drops/routes';
import { earningsPages } from '@/features/earnings/routes';
import { helpPages } from '@/features/help/routes';
import { homePages } from '@/features/home/routes';
import { ordersPages } from '@/features/orders/routes';
import { searchPages } from '@/features/search/routes';
import { sellerPages } from '@/features/seller/routes';
import { sellersPages } from '@/features/seller-profile/routes';
import { wishlistPages } from '@/features/wishlist/routes';
import { lazyPage, type LazyPage, type PageLoader } from '@/lib/lazy-page';
import { RequireAdmin, RequireAuth } from './guards';
import { RootLayout } from './layout/root-layout';

/** Every feature's loaders turned into lazy page components, once, when this module loads. */
function lazyPages<K extends string>(loaders: Record<K, PageLoader>): Record<K, LazyPage> {
  return Object.fromEntries(
    Object.entries<PageLoader>(loaders).map(([name, load]) => [name, lazyPage(load)]),
  ) as Record<K, LazyPage>;
}

const home = lazyPages(homePages);
const catalog = lazyPages(catalogPages);
const accessories = lazyPages(accessoriesPages);
const collections = lazyPages(collectionsPages);
const search = lazyPages(searchPages);
const wishlist = lazyPages(wishlistPages);
const cart = lazyPages(cartPages);
const checkout = lazyPages(checkoutPages);
const auth = lazyPages(authPages);
const help = lazyPages(helpPages);
const orders = lazyPages(ordersPages);
const dashboard = lazyPages(dashboardPages);
const account = lazyPages(accountPages);
const earnings = lazyPages(earningsPages);
const drops = lazyPages(dropsPages);
const seller = lazyPages(sellerPages);
const sellers = lazyPages(sellersPages);
const admin = lazyPages(adminPages);

/**
 * The storefront's landing pages, whose code the server preloads with their HTML
 * (apps/api/src/lib/page-hints.ts): main.tsx loads the one at the address before the first
 * render, so the page paints with the header instead of after a loading screen.
 */
const LANDING_PAGES: [pattern: string, page: LazyPage][] = [
  ['/', home.home],
  ['/category/:category', catalog.category],
  ['/product/:id', catalog.product],
  ['/accessories', accessories.accessories],
  ['/accessory/:id', accessories.accessory],
  ['/cart', cart.cart],
  ['/drop/:slug', drops.drop],
];

/** Loads the landing page at pathname, if it is one (a failed load only means a loading screen). */
export function preloadLandingPage(pathname: string): Promise<void> {
  const landing = LANDING_PAGES.find(([pattern]) => matchPath(pattern, pathname));
  return landing ? landing[1].preload() : Promise.resolve();
}

/** A nested layout whose own code is lazy: its pages render in its outlet. */
function LazyLayout({ layout: Layout }: { layout: ComponentType }) {
  return (
    <Suspense fallback={<Loading />}>
      <Layout />
    </Suspense>
  );
}

/**
 * Every route of the spec (storefront §2, accounts-orders §2, seller-admin §2). Declarative routes
 * with lazily loaded pages: a visitor downloads only the code of the page they open, and the
 * router itself stays small (the data router would add ~16 KB gzipped to every page;
 * docs/PERFORMANCE.md).
 */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<RootLayout />}>
        {/* Public storefront */}
        <Route index element={<home.home />} />
        <Route path="category/:category" element={<catalog.category />} />
        <Route path="accessories" element={<accessories.accessories />} />
        <Route path="accessory/:id" element={<accessories.accessory />} />
        <Route path="product/:id" element={<catalog.product />} />
        <Route path="seller/:id" element={<sellers.seller />} />
        <Route path="drop/:slug" element={<drops.drop />} />
        <Route path="credential/:category" element={<collections.credential />} />
        <Route path="search" element={<search.search />} />
        <Route path="wishlist" element={<wishlist.wishlist />} />
        <Route path="cart" element={<cart.cart />} />
        <Route path="checkout" element={<checkout.checkout />} />
        <Route path="buy-now" element={<checkout.buyNow />} />
        <Route path="payment-callback" element={<checkout.paymentCallback />} />

        {/* Accounts */}
        <Route path="login" element={<auth.login />} />
        <Route path="signup" element={<auth.signup />} />
        <Route path="forgot-password" element={<auth.forgotPassword />} />
        <Route path="reset-password" element={<auth.resetPassword />} />
        <Route path="verify-email" element={<auth.verifyEmail />} />
        <Route path="unsubscribe" element={<auth.unsubscribe />} />
        <Route path="auth/callback" element={<auth.authCallback />} />
        <Route path="auth-callback" element={<auth.authCallback />} />

        {/* Help and policies */}
        <Route path="contact-us" element={<help.contactUs />} />
        <Route path="faqs" element={<help.faqs />} />
        <Route path="shipping-policy" element={<help.shippingPolicy />} />
        <Route path="return-policy" element={<help.returnPolicy />} />
        <Route path="PrivacyPolicy" element={<help.privacyPolicy />} />
        <Route path="termsOfService" element={<help.termsOfService />} />
        <Route path="terms" element={<Navigate to="/termsOfService" replace />} />
        {/* The collections' empty state in the spec links to /upload-design: the upload wizard. */}
        <Route path="upload-design" element={<Navigate to="/dashboard/upload" replace />} />
        <Route path="not-found" element={<help.notFound />} />

        {/* Signed in */}
        <Route element={<RequireAuth />}>
          <Route path="orders" element={<orders.orders />} />
          <Route path="dashboard" element={<LazyLayout layout={dashboard.layout} />}>
            <Route index element={<dashboard.home />} />
            <Route path="settings" element={<account.settings />} />
            <Route path="orders" element={<seller.sales />} />
            <Route path="earnings" element={<earnings.earnings />} />
            <Route path="drops" element={<drops.ownerDrops />} />
            <Route path="drops/new" element={<drops.newDrop />} />
            <Route path="upload" element={<seller.upload />} />
            <Route path="accessories-upload" element={<seller.accessoriesUpload />} />
            <Route path="accessories" element={<seller.accessories />} />
            <Route path="upload-history" element={<seller.uploadHistory />} />
          </Route>
        </Route>

        {/* Admin only */}
        <Route path="admin" element={<RequireAdmin />}>
          <Route element={<LazyLayout layout={admin.layout} />}>
            <Route index element={<admin.adminDashboard />} />
            <Route path="users" element={<admin.users />} />
            <Route path="designs" element={<admin.designs />} />
            <Route path="accessories" element={<admin.accessories />} />
            <Route path="orders" element={<admin.orders />} />
            <Route path="payouts" element={<admin.payouts />} />
            <Route path="drops" element={<admin.drops />} />
            <Route path="reviews" element={<admin.reviews />} />
            <Route path="returns" element={<admin.returns />} />
            <Route path="settings" element={<admin.settings />} />
            <Route path="audit" element={<admin.audit />} />
          </Route>
        </Route>

        <Route path="*" element={<help.notFound />} />
      </Route>
    </Routes>
  );
}

/** The router: browser history, navigations in React transitions (the old page stays while the next loads). */
export function AppRouter() {
  return (
    <BrowserRouter>
      <AppRoutes />
    </BrowserRouter>
  );
}
