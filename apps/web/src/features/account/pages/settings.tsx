import { KeyRound, UserRound, Wallet } from 'lucide-react';
import { useSearchParams } from 'react-router';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { FormAlert } from '@/components/ui/form-field';
import { PickupAddressCard } from '@/features/earnings';
import { useAuth } from '@/lib/auth-context';
import { errorMessage } from '@/lib/api-errors';
import { useProfile } from '../api/get-profile';
import { EmailPreferenceCard } from '../components/email-preference-card';
import { EmailVerificationCard } from '../components/email-verification-card';
import { PasswordForm } from '../components/password-form';
import { PayoutDetailsSection } from '../components/payout-details-section';
import { ProfileForm } from '../components/profile-form';

const TABS = ['profile', 'password', 'payouts'] as const;
type SettingsTab = (typeof TABS)[number];

/** The open section is in the address (?tab=payouts), so a link can open it. */
function tabOf(value: string | null): SettingsTab {
  return TABS.find((tab) => tab === value) ?? 'profile';
}

export function SettingsPage() {
  const [params, setParams] = useSearchParams();
  const tab = tabOf(params.get('tab'));
  const openTab = (value: string) => {
    const next = new URLSearchParams(params);
    if (tabOf(value) === 'profile') next.delete('tab');
    else next.set('tab', tabOf(value));
    setParams(next, { replace: true });
  };
  const { user: sessionUser } = useAuth();
  const profile = useProfile();
  const user = profile.data ?? sessionUser;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">Settings</h1>
        <p className="mt-1 text-sm text-zinc-600">
          Manage your profile, keep your account secure and say where your earnings go.
        </p>
      </div>
      <Tabs value={tab} onValueChange={openTab}>
        <TabsList aria-label="Settings sections">
          <TabsTrigger value="profile">
            <UserRound className="size-4" aria-hidden="true" />
            Profile
          </TabsTrigger>
          <TabsTrigger value="password">
            <KeyRound className="size-4" aria-hidden="true" />
            Password
          </TabsTrigger>
          <TabsTrigger value="payouts">
            <Wallet className="size-4" aria-hidden="true" />
            Payouts
          </TabsTrigger>
        </TabsList>
        <TabsContent value="profile" className="space-y-6">
          {profile.data ? <EmailVerificationCard profile={profile.data} /> : null}
          <Card className="max-w-2xl">
            <CardHeader>
              <CardTitle>Profile</CardTitle>
              <CardDescription>
                Your name and phone number appear on your orders and deliveries.
              </CardDescription>
            </CardHeader>
            <CardContent>
              {user ? (
                <ProfileForm user={user} />
              ) : profile.isError ? (
                <FormAlert>{errorMessage(profile.error, 'Could not load your profile')}</FormAlert>
              ) : (
                <div className="space-y-5" aria-busy="true">
                  <Skeleton className="h-16" />
                  <Skeleton className="h-16" />
                  <Skeleton className="h-16" />
                </div>
              )}
            </CardContent>
          </Card>
          {/* The switch needs the owner's profile (the session's user does not carry it). */}
          {profile.data ? <EmailPreferenceCard profile={profile.data} /> : null}
        </TabsContent>
        <TabsContent value="password">
          <Card className="max-w-2xl">
            <CardHeader>
              <CardTitle>Password</CardTitle>
              <CardDescription>
                Use at least 8 characters with upper and lower case letters, a number and a symbol.
              </CardDescription>
            </CardHeader>
            <CardContent>
              <PasswordForm />
            </CardContent>
          </Card>
        </TabsContent>
        <TabsContent value="payouts">
          <div className="space-y-6">
            <PayoutDetailsSection />
            <div className="max-w-2xl">
              <PickupAddressCard />
            </div>
          </div>
        </TabsContent>
      </Tabs>
    </div>
  );
}

export default SettingsPage;
