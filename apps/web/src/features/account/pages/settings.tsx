import { KeyRound, UserRound } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { FormAlert } from '@/components/ui/form-field';
import { useAuth } from '@/lib/auth-context';
import { errorMessage } from '@/lib/api-errors';
import { useProfile } from '../api/get-profile';
import { PasswordForm } from '../components/password-form';
import { ProfileForm } from '../components/profile-form';

export function SettingsPage() {
  const { user: sessionUser } = useAuth();
  const profile = useProfile();
  const user = profile.data ?? sessionUser;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">Settings</h1>
        <p className="mt-1 text-sm text-zinc-600">
          Manage your profile and keep your account secure.
        </p>
      </div>
      <Tabs defaultValue="profile">
        <TabsList aria-label="Settings sections">
          <TabsTrigger value="profile">
            <UserRound className="size-4" aria-hidden="true" />
            Profile
          </TabsTrigger>
          <TabsTrigger value="password">
            <KeyRound className="size-4" aria-hidden="true" />
            Password
          </TabsTrigger>
        </TabsList>
        <TabsContent value="profile">
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
      </Tabs>
    </div>
  );
}

export default SettingsPage;
