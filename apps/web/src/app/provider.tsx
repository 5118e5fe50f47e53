import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { ToasterHost } from '@/components/ui/toaster-host';
import { createQueryClient } from '@/lib/query-client';
import { AppErrorBoundary } from './error-screen';

/** App-wide providers that do not need the router (the session lives inside it). */
export function AppProvider({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    <AppErrorBoundary>
      <QueryClientProvider client={queryClient}>
        {children}
        <ToasterHost />
      </QueryClientProvider>
    </AppErrorBoundary>
  );
}
