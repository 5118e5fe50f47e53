import { SITE } from '@campus-threads/contract';
import { Link } from 'react-router';
import { PolicyLayout } from '../components/policy-layout';
import { HELP_FACTS } from '../components/shop-facts';

export function TermsOfServicePage() {
  return (
    <PolicyLayout
      eyebrow="Legal"
      title="Terms of service"
      intro={`The rules for shopping and selling on ${SITE.name}. Please read them before you order or upload a design.`}
      updated={HELP_FACTS.updated}
    >
      <div className="prose-shop">
        <h2>1. About us</h2>
        <p>
          {SITE.name} is an online marketplace run by students where you can buy campus-themed
          t-shirts and accessories and sell your own designs. By creating an account or placing an
          order you agree to these terms.
        </p>

        <h2>2. Your account</h2>
        <ul>
          <li>
            You must give a real name, a working email address and a 10-digit Indian mobile number.
          </li>
          <li>Keep your password private; you are responsible for activity on your account.</li>
          <li>
            We may suspend accounts used for fraud, abuse or repeated violations of these terms.
          </li>
        </ul>

        <h2>3. Prices and payment</h2>
        <ul>
          <li>
            All prices are in Indian rupees (₹) and include applicable taxes unless stated
            otherwise.
          </li>
          <li>
            The price you pay is the one our server calculates at checkout, including any active
            discount, customisation ({HELP_FACTS.customisationFee} per item) and delivery charges.
          </li>
          <li>
            You pay {HELP_FACTS.advancePercent} of the total online to confirm the order and the
            rest on delivery. An order is confirmed only after the advance payment succeeds.
          </li>
        </ul>

        <h2>4. Orders and delivery</h2>
        <p>
          Orders are delivered to the PIN codes our couriers serve; checkout says so before you pay.
          Delivery dates are estimates; see our <Link to="/shipping-policy">shipping policy</Link>.
          Returns and refunds follow our <Link to="/return-policy">return policy</Link>.
        </p>

        <h2>5. Selling on {SITE.name}</h2>
        <ul>
          <li>You may upload only artwork you created or have the right to use.</li>
          <li>
            Official university, hostel, club or event logos need written permission, uploaded as a
            proof document with the design.
          </li>
          <li>
            Designs must not contain hate speech, harassment, sexual content, or content that is
            illegal in India. Our team reviews every upload and may reject or remove a design at any
            time.
          </li>
          <li>
            You keep the copyright in your designs and give {SITE.name} a non-exclusive licence to
            display, print and sell them on the shop while they are listed.
          </li>
        </ul>

        <h2>6. Acceptable use</h2>
        <p>
          Don’t try to break, overload or scrape the website, access other people’s accounts, or
          interfere with payments. Automated ordering and reselling of limited drops is not allowed.
        </p>

        <h2>7. Liability</h2>
        <p>
          We do our best to keep the shop available and accurate, but we can’t promise it will
          always be error-free. Our total liability for any order is limited to the amount you paid
          for it.
        </p>

        <h2>8. Changes and governing law</h2>
        <p>
          We may update these terms; the date at the top shows the latest version. These terms are
          governed by the laws of India, and the courts of Sonitpur, Assam have jurisdiction.
        </p>

        <h2>9. Contact</h2>
        <p>
          Questions about these terms:{' '}
          <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a>.
        </p>
      </div>
    </PolicyLayout>
  );
}

export default TermsOfServicePage;
