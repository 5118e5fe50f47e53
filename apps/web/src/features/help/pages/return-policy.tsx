import { SITE } from '@campus-threads/contract';
import { Link } from 'react-router';
import { PolicyLayout } from '../components/policy-layout';
import { HELP_FACTS } from '../components/shop-facts';

export function ReturnPolicyPage() {
  return (
    <PolicyLayout
      title="Return and refund policy"
      intro="Printed-to-order products can't be resold, so we accept returns for damaged, defective or wrong items — and we make those right quickly."
      updated={HELP_FACTS.updated}
    >
      <div className="prose-shop">
        <h2>What we accept</h2>
        <p>You can ask for a replacement or a refund when an item:</p>
        <ul>
          <li>arrives damaged (torn, stained, broken);</li>
          <li>has a printing defect (misaligned, faded, smudged or cracked print);</li>
          <li>is not what you ordered (wrong design, colour or size compared with your order).</li>
        </ul>

        <h2>What we can't accept</h2>
        <ul>
          <li>
            Change of mind, or a size that fits differently than expected when the size you ordered
            was delivered.
          </li>
          <li>
            Customised items (name, number or text you added), unless the print itself is defective.
          </li>
          <li>Items that were worn, washed or altered after delivery.</li>
        </ul>

        <h2>How to ask for a return</h2>
        <ol>
          <li>
            Within <strong>48 hours of delivery</strong>, email{' '}
            <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a> with your order ID (the
            last 8 characters shown in <Link to="/orders">Your Orders</Link>).
          </li>
          <li>Attach clear photos of the problem and of the label or packaging.</li>
          <li>We reply within one working day and arrange a free pick-up on campus.</li>
        </ol>

        <h2>Refunds</h2>
        <p>
          Once we receive the item, we send a replacement or refund what you paid: the advance goes
          back to your original payment method and any balance paid at delivery is refunded by UPI.
          Refunds reach you within <strong>5–7 working days</strong>.
        </p>

        <h2>Cancelled orders</h2>
        <p>
          You can cancel an order until it is shipped. If we cancel an order (for example because a
          design was withdrawn), we refund the full advance automatically.
        </p>
      </div>
    </PolicyLayout>
  );
}

export default ReturnPolicyPage;
