import type { Order, OrderItem } from '@campus-threads/contract';

/** Test data: an order line as the API sends it, with `overrides` on top. Used by unit tests only. */
export function createOrderItem(overrides: Partial<OrderItem> = {}): OrderItem {
  return {
    _id: 'i1',
    productType: 'tshirt',
    tshirtId: 't1',
    title: 'Hostel Cat Society Tee',
    imageUrl: '/files/t1-thumb.webp',
    productData: { title: 'Hostel Cat Society Tee', image: '/files/t1-thumb.webp' },
    size: 'M',
    color: 'Peach',
    quantity: 1,
    price: 449,
    discountPrice: null,
    finalPrice: 449,
    deliveryPrice: 50,
    wantsCustomization: false,
    customizableParts: [],
    customName: '',
    customizationPrice: 0,
    sellerId: 's1',
    sellerName: 'Ananya Das',
    ...overrides,
  };
}

/** Test data: a freshly placed order (pending) with one line. */
export function createOrder(overrides: Partial<Order> = {}): Order {
  return {
    _id: '3f2a9c1e-7b44-4d0e-9a51-8c6b2f1d4e7a',
    userId: 'u1',
    items: [createOrderItem()],
    deliveryDetails: {
      name: 'Riya Baruah',
      fullName: 'Riya Baruah',
      phone: '9876543210',
      email: 'riya@example.com',
      address: 'Room 12, Kapili Hostel',
      city: 'Sonitpur',
      district: 'Sonitpur',
      state: 'Assam',
      pinCode: '784028',
    },
    totalAmount: 499,
    deliveryPaymentAmount: 50,
    paymentInfo: {
      method: 'Online (simulator)',
      advancePayment: 499,
      advanceAmount: 499,
      remainingAmount: 0,
      paymentStatus: 'COMPLETE',
      partialPaymentMade: false,
      transactionId: 'T123',
      merchantTransactionId: 'M123',
      balanceDue: 0,
      balanceCollected: null,
    },
    statusHistory: [
      {
        status: 'pending',
        timestamp: '2026-11-20T10:00:00.000Z',
        remark: 'Order placed',
        updatedBy: null,
      },
    ],
    expectedDeliveryDate: '2026-11-30T10:00:00.000Z',
    status: 'pending',
    remark: null,
    createdAt: '2026-11-20T10:00:00.000Z',
    fulfillerId: null,
    refund: null,
    shipment: null,
    invoiceNumber: null,
    creditNoteNumber: null,
    dropId: null,
    deliveredAt: null,
    replacesOrderId: null,
    returns: null,
    parcel: null,
    ...overrides,
  };
}
