import { ORDER_MESSAGES } from '@campus-threads/contract';
import { ExportRangeCard } from '../components/export-range-card';
import { downloadAdminOrders } from './api/download-admin-orders';

/** Export card: orders created From–To (days in India) as CSV, one row per item. */
export function ExportCard() {
  return (
    <ExportRangeCard
      title="Export orders"
      description="A CSV with one row per item of the orders placed in this period."
      download={downloadAdminOrders}
      messages={ORDER_MESSAGES}
    />
  );
}
