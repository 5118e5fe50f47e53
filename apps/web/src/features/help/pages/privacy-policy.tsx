import { SITE } from '@campus-threads/contract';
import { PolicyLayout } from '../components/policy-layout';
import { HELP_FACTS } from '../components/shop-facts';

export function PrivacyPolicyPage() {
  return (
    <PolicyLayout
      eyebrow="Legal"
      title="Privacy policy"
      intro={`What ${SITE.name} collects about you, why, and the choices you have.`}
      updated={HELP_FACTS.updated}
    >
      <div className="prose-shop">
        <p>
          This policy explains how {SITE.name} (“we”) handles personal data when you use our website
          to shop or sell. We follow the Digital Personal Data Protection Act, 2023 and collect only
          what we need to run the shop.
        </p>

        <h2>What we collect</h2>
        <ul>
          <li>
            <strong>Account details:</strong> your full name, email address, phone number and a
            securely hashed password. We never store your password itself.
          </li>
          <li>
            <strong>Order details:</strong> delivery name, address, district, state and pin code,
            items ordered and order history.
          </li>
          <li>
            <strong>Payment details:</strong> the transaction ID and payment status from our payment
            partner. Card numbers and UPI PINs are handled by the payment partner; we never see or
            store them.
          </li>
          <li>
            <strong>Seller details:</strong> designs and accessories you upload and, for official
            designs, the proof documents you attach.
          </li>
          <li>
            <strong>On your device:</strong> your sign-in token, cart and wishlist are kept in your
            browser’s local storage so they survive a page reload.
          </li>
        </ul>

        <h2>How we use it</h2>
        <ul>
          <li>To create your account, process and deliver orders and collect payments.</li>
          <li>To send order updates and answer your support requests.</li>
          <li>
            To pay sellers and show them sales of their designs (sellers see order items and
            delivery area, not your payment data).
          </li>
          <li>To keep the shop safe: limiting repeated failed logins and detecting fraud.</li>
        </ul>
        <p>We do not sell your personal data and we do not use it for third-party advertising.</p>

        <h2>Who we share it with</h2>
        <p>
          Only with the partners needed to fulfil your order: our payment partner, our printing
          partner and our campus delivery partner, each receiving just what their job needs. We may
          disclose data when the law requires it.
        </p>

        <h2>How long we keep it</h2>
        <p>
          Account data is kept while your account is active. Order and payment records are kept for
          8 years as required by Indian tax law. Proof documents are deleted 90 days after a design
          is approved or rejected.
        </p>

        <h2>Your rights</h2>
        <p>
          You can see and correct your profile in Dashboard → Settings. You can ask us for a copy of
          your data or to delete your account by writing to{' '}
          <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a>; we respond within 30
          days.
        </p>

        <h2>Security</h2>
        <p>
          Passwords are hashed, sign-in tokens expire after a short time, and the website runs over
          HTTPS with a strict content security policy. If you think your account was misused, change
          your password and contact us straight away.
        </p>

        <h2>Contact</h2>
        <p>
          Questions about privacy: <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a>,{' '}
          {HELP_FACTS.campusAddress.join(', ')}.
        </p>
      </div>
    </PolicyLayout>
  );
}

export default PrivacyPolicyPage;
