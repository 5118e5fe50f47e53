import { DROP_MESSAGES, DROP_PAGE_TEXTS } from '@campus-threads/contract';
import { PackageSearch } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { EmptyState, LoadError } from '@/components/ui/state-blocks';

/**
 * What the drop page shows instead of a drop: its own chunk, loaded only when needed, so a phone
 * opening a good link fetches none of it.
 */
export function DropMissing({
  notFound,
  onRetry,
  retrying,
}: {
  notFound: boolean;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <PageContainer className="py-12 sm:py-16">
      <h1 className="sr-only">{DROP_PAGE_TEXTS.eyebrow}</h1>
      {notFound ? (
        <EmptyState
          icon={PackageSearch}
          title={DROP_MESSAGES.dropNotFound}
          text={DROP_PAGE_TEXTS.notFoundText}
        >
          <Link to="/" className={buttonClasses('dark', 'md')}>
            {DROP_PAGE_TEXTS.browseShop}
          </Link>
        </EmptyState>
      ) : (
        <LoadError
          title={DROP_PAGE_TEXTS.loadFailedTitle}
          message={DROP_PAGE_TEXTS.loadFailedText}
          onRetry={onRetry}
          retrying={retrying}
        />
      )}
    </PageContainer>
  );
}
