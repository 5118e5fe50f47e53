import type { AdminOrder } from '@campus-threads/contract';
import { ShipOrderDialog } from '@/features/orders';
import type { ShipmentDetails } from '@/features/orders';
import { DeliveryTimelineFields, useDeliveryTimeline } from './delivery-timeline';

export type AdminShipment = ShipmentDetails & { expectedDeliveryDate?: string };

/**
 * An admin ships an order (Mark as Shipped, or Update Status on a confirmed order): the shared
 * Ship order dialog (courier and tracking number, docs/decisions/0048) with the admin's delivery
 * timeline under it.
 */
export function AdminShipDialog({
  order,
  onConfirm,
  onClose,
}: {
  order: AdminOrder | null;
  onConfirm: (order: AdminOrder, shipment: AdminShipment) => Promise<unknown>;
  onClose: () => void;
}) {
  return order ? (
    <AdminShipDialogOpen key={order._id} order={order} onConfirm={onConfirm} onClose={onClose} />
  ) : (
    <ShipOrderDialog orderId={null} onConfirm={() => Promise.resolve()} onClose={onClose} />
  );
}

function AdminShipDialogOpen({
  order,
  onConfirm,
  onClose,
}: {
  order: AdminOrder;
  onConfirm: (order: AdminOrder, shipment: AdminShipment) => Promise<unknown>;
  onClose: () => void;
}) {
  const timeline = useDeliveryTimeline();
  return (
    <ShipOrderDialog
      orderId={order._id}
      onClose={onClose}
      onConfirm={async (shipment) => {
        // A wrong custom date is shown under its picker; the dialog stays open.
        if (!timeline.check()) return;
        const date = timeline.date();
        await onConfirm(order, { ...shipment, ...(date ? { expectedDeliveryDate: date } : {}) });
      }}
    >
      <DeliveryTimelineFields order={order} next="shipped" state={timeline} />
    </ShipOrderDialog>
  );
}
