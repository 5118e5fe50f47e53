import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { AccessoryWizard } from '../accessory-wizard/accessory-wizard';

/** /dashboard/accessories-upload: the accessory wizard (spec: seller-admin §2). */
export function UploadAccessoryPage() {
  return (
    <div className="space-y-6">
      <PageHeader
        title="Upload Accessory"
        description="List a keychain, a lab coat or anything students need. It goes live as soon as it is saved."
        actions={
          <Link to="/dashboard/accessories" className={buttonClasses('secondary', 'sm')}>
            My Accessories
          </Link>
        }
      />
      <AccessoryWizard />
    </div>
  );
}

export default UploadAccessoryPage;
