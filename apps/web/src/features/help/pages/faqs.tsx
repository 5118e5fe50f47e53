import { SITE } from '@campus-threads/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion';
import { PolicyLayout } from '../components/policy-layout';
import { HELP_FACTS } from '../components/shop-facts';

type Faq = { q: string; a: ReactNode };
type FaqGroup = { title: string; items: Faq[] };

const GROUPS: FaqGroup[] = [
  {
    title: 'Orders and payment',
    items: [
      {
        q: 'How do I place an order?',
        a: 'Pick a design, choose the colour and size, and add it to your cart (or tap Buy Now). At checkout, enter your delivery details and pay the advance online. You need an account to place an order so we can keep you updated.',
      },
      {
        q: `Why do I pay only ${HELP_FACTS.advancePercent} in advance?`,
        a: `Most of our t-shirts are printed to order. You pay ${HELP_FACTS.advancePercent} of the order total online when you order, and the remaining amount when the order is delivered. If the total is an odd amount, the advance is rounded and the remainder makes up the exact total.`,
      },
      {
        q: 'Which payment methods do you accept?',
        a: 'The advance is paid through our secure payment partner using UPI, debit or credit cards and net banking. The balance can be paid in cash or UPI at delivery.',
      },
      {
        q: 'How can I track my order?',
        a: (
          <>
            Open <Link to="/orders">Your Orders</Link> after logging in. Each order shows a timeline
            (Order Received, Confirmed, Shipped, Out for Delivery, Delivered) with the expected
            delivery date, and you get a notification each time the status changes.
          </>
        ),
      },
      {
        q: 'Can I cancel my order?',
        a: 'Yes, as long as it has not been shipped yet. Write to us with your order ID (the last 8 characters shown on the order) and we will cancel it and refund your advance within 5–7 working days.',
      },
    ],
  },
  {
    title: 'Sizes and customisation',
    items: [
      {
        q: 'How do I choose the right size?',
        a: 'Our tees follow a regular unisex fit and come in S, M, L, XL and XXL. If you are between two sizes, choose the larger one for a relaxed fit. The chest and length for each size are listed on the product page.',
      },
      {
        q: 'Can I add my name or batch to a t-shirt?',
        a: `Yes. Designs marked customisable let you add a name, number or short text. Customisation costs ${HELP_FACTS.customisationFee} per item and is added to the price in your cart.`,
      },
      {
        q: 'Do you take bulk orders for clubs, fests or hostels?',
        a: 'We do. Hostel, university and event collections are made for exactly this. For 25 or more pieces of one design, contact us for a bulk quote and a delivery date that fits your event.',
      },
    ],
  },
  {
    title: 'Delivery and returns',
    items: [
      {
        q: 'Where do you deliver?',
        a: `Across India: every PIN code India Post serves, from our own campus (${HELP_FACTS.pinCode}, campus delivery) to the North-East and the islands. Type your PIN code in "Check delivery" on a product page, or at checkout, to see where it is, what delivery costs and the day it arrives, before you pay.`,
      },
      {
        q: 'How long does delivery take?',
        a: 'Printed-to-order tees usually arrive within 7–10 days of ordering; accessories in stock arrive sooner. The expected delivery date is shown on each order and updated as it moves.',
      },
      {
        q: 'What if my item arrives damaged or misprinted?',
        a: (
          <>
            We replace or refund items that arrive damaged, defective or different from what you
            ordered. Tell us within 48 hours of delivery with photos. Read the full{' '}
            <Link to="/return-policy">return policy</Link>.
          </>
        ),
      },
    ],
  },
  {
    title: 'Selling your designs',
    items: [
      {
        q: 'Can I sell my own designs?',
        a: (
          <>
            Yes. Any signed-in student can upload t-shirt designs and campus accessories from the{' '}
            <Link to="/dashboard/upload">dashboard</Link>. You set the details; we print, deliver
            and collect payments, and you see every sale in your Sales history.
          </>
        ),
      },
      {
        q: 'How are designs approved?',
        a: 'Our team reviews every upload, usually within 2 working days, for print quality, originality and our content rules (no hate, no copied artwork, no official logos without proof of permission). You can see the status of each upload in Upload History.',
      },
      {
        q: 'Can I use my university or hostel logo?',
        a: 'Only with permission. When you upload an official design, attach a proof document (for example a letter from the club or office) and our team checks it before the design goes live.',
      },
    ],
  },
];

export function FaqsPage() {
  return (
    <PolicyLayout
      title="Frequently asked questions"
      intro={`Quick answers about ordering, sizes, delivery and selling on ${SITE.name}.`}
    >
      <div className="grid gap-12 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="max-w-3xl space-y-10">
          {GROUPS.map((group) => (
            <section key={group.title} aria-labelledby={`faq-${group.title}`}>
              <h2 id={`faq-${group.title}`} className="text-lg font-semibold text-ink-900">
                {group.title}
              </h2>
              <Accordion type="multiple" className="mt-2 border-t border-zinc-200">
                {group.items.map((item) => (
                  <AccordionItem key={item.q} value={item.q}>
                    <AccordionTrigger>{item.q}</AccordionTrigger>
                    <AccordionContent className="[&_a]:font-medium [&_a]:text-saffron-700 [&_a]:underline [&_a]:underline-offset-2">
                      {item.a}
                    </AccordionContent>
                  </AccordionItem>
                ))}
              </Accordion>
            </section>
          ))}
        </div>
        <aside className="h-fit rounded-2xl border border-zinc-200 bg-zinc-50 p-6 lg:sticky lg:top-24">
          <h2 className="font-semibold text-ink-900">Still have a question?</h2>
          <p className="mt-2 text-sm text-zinc-600">
            Our support team replies within {HELP_FACTS.replyWithin}.
          </p>
          <Link
            to="/contact-us"
            className="mt-4 inline-flex text-sm font-semibold text-saffron-700 hover:underline"
          >
            Contact us →
          </Link>
        </aside>
      </div>
    </PolicyLayout>
  );
}

export default FaqsPage;
