import { type CredentialCategory } from '@campus-threads/contract';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { useAuth } from '@/lib/auth-context';
import { useSiteName } from '@/lib/site-settings';
import { SiteWordmark } from './site-wordmark';
import { InstagramIcon, XIcon } from './social-icons';

const AuthRequiredDialog = lazy(() =>
  import('./auth-required-dialog').then((m) => ({ default: m.AuthRequiredDialog })),
);

const EXPLORE_DIALOG_LINKS: { category: CredentialCategory; label: string }[] = [
  { category: 'hostel', label: 'Hostel' },
  { category: 'university', label: 'University' },
  { category: 'event', label: 'Event' },
  { category: 'accessories', label: 'Accessories' },
];

type FooterLink = { to: string; label: string };

const CUSTOMER_SERVICE: { title: string; links: FooterLink[] } = {
  title: 'Customer Service',
  links: [
    { to: '/contact-us', label: 'Contact Us' },
    { to: '/faqs', label: 'FAQs' },
    { to: '/shipping-policy', label: 'Shipping Policy' },
    { to: '/return-policy', label: 'Return Policy' },
  ],
};

const LEGAL: { title: string; links: FooterLink[] } = {
  title: 'Legal',
  links: [
    { to: '/PrivacyPolicy', label: 'Privacy Policy' },
    { to: '/termsOfService', label: 'Terms of Service' },
  ],
};

/** The Account column: a visitor can log in or sign up; a signed-in user goes on or logs out. */
const ACCOUNT_LINKS: Record<'signedOut' | 'signedIn', FooterLink[]> = {
  signedOut: [
    { to: '/login', label: 'Login' },
    { to: '/signup', label: 'Sign Up' },
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/orders', label: 'My Orders' },
  ],
  signedIn: [
    { to: '/dashboard', label: 'Dashboard' },
    { to: '/orders', label: 'My Orders' },
  ],
};

const linkClass = 'text-sm text-zinc-400 transition-colors hover:text-white';

function LinkItems({ links }: { links: FooterLink[] }) {
  return links.map((link) => (
    <li key={link.to}>
      <Link to={link.to} className={linkClass}>
        {link.label}
      </Link>
    </li>
  ));
}

function Column({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div>
      <h2 className="text-sm font-semibold text-white">{title}</h2>
      <ul className="mt-4 space-y-3">{children}</ul>
    </div>
  );
}

export function Footer() {
  const { isAuthenticated, logout } = useAuth();
  const navigate = useNavigate();
  const [pending, setPending] = useState<CredentialCategory | null>(null);
  const siteName = useSiteName();

  const dialogState = (category: CredentialCategory) => ({
    openDialog: true,
    selectedCategory: category,
  });

  const openCollection = (category: CredentialCategory) => {
    if (isAuthenticated) void navigate('/', { state: dialogState(category) });
    else setPending(category);
  };

  const goToLogin = () => {
    if (!pending) return;
    const category = pending;
    setPending(null);
    void navigate('/login', { state: { from: { pathname: '/', state: dialogState(category) } } });
  };

  return (
    <footer className="bg-ink-950 text-zinc-300">
      <div className="mx-auto w-full max-w-7xl px-4 pt-14 pb-8 sm:px-6 lg:px-8">
        <div className="grid grid-cols-2 gap-x-6 gap-y-10 sm:grid-cols-4 lg:grid-cols-[1.4fr_repeat(4,1fr)]">
          <div className="col-span-2 max-w-sm sm:col-span-4 lg:col-span-1">
            <SiteWordmark dark className="inline-flex" />
            <p className="mt-4 text-sm leading-relaxed text-zinc-400">
              Your one-stop marketplace for campus style. Students upload their own t-shirt designs
              and earn from every sale, or shop the collection: casual tees, hostel and university
              merch, event drops and accessories.
            </p>
            <div className="mt-5 flex gap-2">
              <a
                href="https://instagram.com/campusthreads"
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${siteName} on Instagram`}
                className="inline-flex size-10 items-center justify-center rounded-full bg-white/5 text-zinc-300 hover:bg-white/10 hover:text-white"
              >
                <InstagramIcon className="size-5" />
              </a>
              <a
                href="https://x.com/campusthreads"
                target="_blank"
                rel="noopener noreferrer"
                aria-label={`${siteName} on X`}
                className="inline-flex size-10 items-center justify-center rounded-full bg-white/5 text-zinc-300 hover:bg-white/10 hover:text-white"
              >
                <XIcon className="size-4" />
              </a>
            </div>
          </div>

          <Column title="Explore">
            <li>
              <Link to="/category/casual" className={linkClass}>
                Casual T-shirts
              </Link>
            </li>
            {EXPLORE_DIALOG_LINKS.map(({ category, label }) => (
              <li key={category}>
                <button
                  type="button"
                  onClick={() => openCollection(category)}
                  className={`${linkClass} cursor-pointer`}
                >
                  {label}
                </button>
              </li>
            ))}
          </Column>

          <Column title={CUSTOMER_SERVICE.title}>
            <LinkItems links={CUSTOMER_SERVICE.links} />
          </Column>

          <Column title="Account">
            <LinkItems links={ACCOUNT_LINKS[isAuthenticated ? 'signedIn' : 'signedOut']} />
            {isAuthenticated ? (
              <li>
                <button type="button" onClick={logout} className={`${linkClass} cursor-pointer`}>
                  Log out
                </button>
              </li>
            ) : null}
          </Column>

          <Column title={LEGAL.title}>
            <LinkItems links={LEGAL.links} />
          </Column>
        </div>

        <div className="mt-12 flex flex-col gap-2 border-t border-white/10 pt-6 text-xs text-zinc-400 sm:flex-row sm:items-center sm:justify-between">
          <p>
            © {new Date().getFullYear()} {siteName}. All rights reserved.
          </p>
          <p>Made by students, for students · Prices in ₹ (INR)</p>
        </div>
      </div>

      {pending ? (
        <Suspense fallback={null}>
          <AuthRequiredDialog open onCancel={() => setPending(null)} onLogin={goToLogin} />
        </Suspense>
      ) : null}
    </footer>
  );
}
