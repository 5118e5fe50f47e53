import { MyAccessoriesView } from '../my-accessories/my-accessories-view';

/** /dashboard/accessories (spec: seller-admin §2 "Accessories management"). */
export function MyAccessoriesPage() {
  return <MyAccessoriesView />;
}

export default MyAccessoriesPage;
