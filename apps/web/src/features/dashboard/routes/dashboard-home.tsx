import { ArrowRight, ShoppingBag, Upload, Settings } from 'lucide-react';
import { Link } from 'react-router';
import { Card, CardContent } from '@/components/ui/card';
import { useAuth } from '@/lib/auth-context';
import { firstName } from '@/lib/user-name';

const QUICK_ACTIONS = [
  { to: '/dashboard/upload', label: 'Upload a design', description: 'Share your artwork and earn from every sale.', icon: Upload },
  { to: '/orders', label: 'Track your orders', description: 'See where your t-shirts are right now.', icon: ShoppingBag },
  { to: '/dashboard/settings', label: 'Account settings', description: 'Update your profile or change your password.', icon: Settings },
];

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

export function DashboardHomePage() {
  const { user } = useAuth();
  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          {greeting(new Date().getHours())}, {firstName(user?.fullName, 'there')}
        </h1>
        <p className="mt-1 text-sm text-zinc-600">
          Your orders, designs and sales at a glance. Detailed stats are opening soon.
        </p>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
        {QUICK_ACTIONS.map(({ to, label, description, icon: Icon }) => (
          <Link key={to} to={to} className="group rounded-xl focus-visible:outline-offset-4">
            <Card className="h-full transition-shadow group-hover:shadow-pop">
              <CardContent className="flex h-full flex-col gap-3">
                <span className="flex size-10 items-center justify-center rounded-lg bg-saffron-50 text-saffron-600">
                  <Icon className="size-5" aria-hidden="true" />
                </span>
                <span className="font-semibold text-ink-900">{label}</span>
                <span className="text-sm text-zinc-600">{description}</span>
                <span className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-saffron-700">
                  Open <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" aria-hidden="true" />
                </span>
              </CardContent>
            </Card>
          </Link>
        ))}
      </div>
    </div>
  );
}

export default DashboardHomePage;
