import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';

const SUGGESTIONS = [
  { to: '/category/casual', label: 'Casual t-shirts' },
  { to: '/accessories', label: 'Accessories' },
  { to: '/faqs', label: 'FAQs' },
  { to: '/contact-us', label: 'Contact us' },
];

export function NotFoundPage() {
  return (
    <PageContainer className="flex min-h-[60vh] items-center justify-center py-16">
      <div className="max-w-lg text-center">
        <p className="text-7xl font-extrabold tracking-tight text-saffron-600">404</p>
        <h1 className="mt-4 text-3xl font-bold tracking-tight text-ink-900">
          This page went missing
        </h1>
        <p className="mt-3 text-zinc-600">
          Like a t-shirt lost in the hostel laundry: we looked everywhere. The link may be old, or
          the page may have moved.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/" className={buttonClasses('primary', 'lg')}>
            Back to home
          </Link>
          <Link to="/category/casual" className={buttonClasses('secondary', 'lg')}>
            Shop t-shirts
          </Link>
        </div>
        <nav aria-label="Helpful links" className="mt-10">
          <ul className="flex flex-wrap justify-center gap-x-6 gap-y-2 text-sm">
            {SUGGESTIONS.map((s) => (
              <li key={s.to}>
                <Link
                  to={s.to}
                  className="font-medium text-zinc-600 underline-offset-4 hover:text-ink-900 hover:underline"
                >
                  {s.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </PageContainer>
  );
}

export default NotFoundPage;
