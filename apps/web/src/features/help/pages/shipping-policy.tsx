import { SITE } from '@campus-threads/contract';
import { Link } from 'react-router';
import { PolicyLayout } from '../components/policy-layout';
import { HELP_FACTS } from '../components/shop-facts';

export function ShippingPolicyPage() {
  return (
    <PolicyLayout
      title="Shipping policy"
      intro="Where we deliver, how long it takes and what it costs."
      updated={HELP_FACTS.updated}
    >
      <div className="prose-shop">
        <h2>Where we deliver</h2>
        <p>
          {SITE.name} delivers across India, to every PIN code India Post serves. Our own campus (
          <strong>PIN code {HELP_FACTS.pinCode}</strong>, Tezpur University and Napaam) gets campus
          delivery. Checkout looks your PIN code up as you type it, fills in your district and
          state, and tells you before you pay if a place is out of reach, so you are never charged
          for an order we cannot deliver.
        </p>

        <h2>Processing time</h2>
        <ul>
          <li>
            <strong>T-shirts</strong> are printed to order. Printing and quality checks take 3–5
            working days after your advance payment is confirmed.
          </li>
          <li>
            <strong>Accessories</strong> in stock are packed within 1–2 working days.
          </li>
          <li>Bulk and event orders follow the date agreed with you in writing.</li>
        </ul>

        <h2>Delivery time</h2>
        <p>
          Most orders reach you within <strong>7–10 days</strong> of ordering. Each order in{' '}
          <Link to="/orders">Your Orders</Link> shows an expected delivery date that updates as the
          order moves from Confirmed to Shipped to Out for Delivery. We notify you at every step.
        </p>

        <h2>Delivery charges</h2>
        <p>
          Each order travels as one parcel from whoever ships it: us, for the tees we print and
          deliver, or the seller, from their own pickup address. A parcel&rsquo;s charge follows its
          zone (within the city, within the state, metro to metro, the rest of India, and the
          special zone: the North-East, Jammu and Kashmir, Ladakh and the islands) and its weight,
          in 500 g slabs. Campus delivery and larger orders travel free. Checkout shows each
          parcel&rsquo;s charge and the day it arrives by before you pay.
        </p>

        <h2>Payment on delivery</h2>
        <p>
          You pay {HELP_FACTS.advancePercent} of the order total online when ordering. The remaining
          amount is collected at delivery in cash or by UPI. Please keep the exact balance ready; it
          is shown on your order.
        </p>

        <h2>Missed deliveries</h2>
        <p>
          Our campus delivery partner calls the phone number on your order before arriving. If we
          cannot reach you after two attempts, the parcel is held at our campus office (see{' '}
          <Link to="/contact-us">Contact us</Link>) for 7 days for pick-up.
        </p>

        <h2>Delays</h2>
        <p>
          Exams, festivals, strikes or heavy rain can slow things down. If your order is late by
          more than 3 days from the expected date, write to{' '}
          <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a> and we will tell you
          exactly where it is.
        </p>
      </div>
    </PolicyLayout>
  );
}

export default ShippingPolicyPage;
