import {
  isCredentialCategory,
  SHOP_FACTS,
  type CredentialCategory,
} from '@campus-threads/contract';
import { BadgeIndianRupee, Palette, Truck } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { LazyCredentialDialog, preloadCredentialDialog } from '@/features/collections';
import { CollectionTiles } from '../components/collection-tiles';
import { Hero } from '../components/hero';

type HomeState = { openDialog?: boolean; selectedCategory?: string } | null;

const PROMISES = [
  {
    icon: Palette,
    title: 'Made by students',
    text: 'Every design comes from a student artist and is approved by our team before it goes live.',
  },
  {
    icon: BadgeIndianRupee,
    title: 'Pay half now',
    text: `Pay a ${SHOP_FACTS.advanceShare} advance online; the rest when your order reaches you.`,
  },
  {
    icon: Truck,
    title: 'Delivered to campus',
    text: 'Printed to order and delivered to your campus, anywhere in India, by the date checkout shows.',
  },
];

export function HomePage() {
  const location = useLocation();
  const navigate = useNavigate();
  const [dialog, setDialog] = useState<{ category: CredentialCategory; open: boolean } | null>(
    null,
  );
  const openCredentials = (category: CredentialCategory) => setDialog({ category, open: true });

  // The footer (and login) can ask for a collection's credential dialog on arrival: read the
  // request once, then clear it so a reload or back-navigation does not repeat it.
  useEffect(() => {
    const state = location.state as HomeState;
    if (!state?.openDialog) return;
    const category = state.selectedCategory;
    void navigate(location.pathname, { replace: true, state: null });
    if (isCredentialCategory(category)) setDialog({ category, open: true });
  }, [location.state, location.pathname, navigate]);

  return (
    <>
      <Hero />
      <section
        id="collections"
        aria-labelledby="collections-title"
        className="scroll-mt-16 bg-white py-16 sm:py-20"
      >
        <PageContainer>
          <div className="flex flex-col gap-2 sm:flex-row sm:items-end sm:justify-between">
            <div>
              <p className="text-sm font-semibold tracking-wider text-saffron-600 uppercase">
                Collections
              </p>
              <h2
                id="collections-title"
                className="mt-1 text-3xl font-bold tracking-tight text-ink-900 sm:text-4xl"
              >
                Find your fit
              </h2>
            </div>
            <p className="max-w-md text-zinc-600">
              Casual tees for every mood, or merch made for your hostel, department and fest.
            </p>
          </div>
          <div className="mt-10">
            <CollectionTiles
              onOpenCredentials={openCredentials}
              onIntent={() => void preloadCredentialDialog()}
            />
          </div>
        </PageContainer>
      </section>
      <section
        aria-label="Why Campus Threads"
        className="border-t border-zinc-200 bg-zinc-50 py-14"
      >
        <PageContainer>
          <ul className="grid gap-8 md:grid-cols-3">
            {PROMISES.map(({ icon: Icon, title, text }) => (
              <li key={title} className="flex gap-4">
                <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-white text-saffron-600 shadow-card">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <div>
                  <h3 className="font-semibold text-ink-900">{title}</h3>
                  <p className="mt-1 text-sm text-zinc-600">{text}</p>
                </div>
              </li>
            ))}
          </ul>
        </PageContainer>
      </section>
      <section aria-labelledby="sell-title" className="bg-white py-16">
        <PageContainer>
          <div className="flex flex-col items-start gap-6 overflow-hidden rounded-3xl bg-ink-900 p-8 text-white sm:p-12 md:flex-row md:items-center md:justify-between">
            <div className="max-w-xl">
              <h2 id="sell-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
                Got a design your batch would wear?
              </h2>
              <p className="mt-3 text-zinc-300">
                Upload it in minutes. We print, deliver and handle payments; you earn on every
                t-shirt sold.
              </p>
            </div>
            <Link to="/dashboard/upload" className={buttonClasses('primary', 'lg')}>
              Start selling
            </Link>
          </div>
        </PageContainer>
      </section>
      {dialog ? (
        <LazyCredentialDialog
          category={dialog.category}
          open={dialog.open}
          onOpenChange={(open) => setDialog((d) => (d ? { ...d, open } : d))}
        />
      ) : null}
    </>
  );
}

export default HomePage;
