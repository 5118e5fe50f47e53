import { SITE } from '@campus-threads/contract';
import { Clock, Mail, MapPin, Phone } from 'lucide-react';
import { fieldErrorsResolver, Form, FormField, useSchemaForm } from '@/components/form';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input, Textarea } from '@/components/ui/input';
import { PolicyLayout } from '../components/policy-layout';
import { HELP_FACTS } from '../components/shop-facts';

/** Builds the mailto: address for the contact form (no server call; the visitor's mail app sends it). */
export function contactMailto(input: {
  name: string;
  email: string;
  subject: string;
  message: string;
}): string {
  const subject = input.subject.trim() || 'Question about my order';
  const body = `${input.message.trim()}\n\n— ${input.name.trim()} (${input.email.trim()})`;
  return `mailto:${SITE.supportEmail}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}

type ContactFields = { name: string; email: string; subject: string; message: string };

/** A name, an e-mail that looks like one and a message; the subject may stay empty. */
const contactResolver = fieldErrorsResolver<ContactFields>((values) => {
  const errors = {
    name: values.name.trim() ? undefined : 'Please tell us your name',
    email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim())
      ? undefined
      : 'Please enter a valid email address',
    message: values.message.trim() ? undefined : 'Please write a message',
  };
  return { errors, data: Object.values(errors).some(Boolean) ? null : values };
});

export function ContactUsPage() {
  const form = useSchemaForm({
    resolver: contactResolver,
    defaultValues: { name: '', email: '', subject: '', message: '' },
  });

  const details = [
    {
      icon: Mail,
      label: 'Email',
      value: <a href={`mailto:${SITE.supportEmail}`}>{SITE.supportEmail}</a>,
    },
    {
      icon: Phone,
      label: 'Phone / WhatsApp',
      value: <a href={`tel:${SITE.supportPhone.replace(/\s/g, '')}`}>{SITE.supportPhone}</a>,
    },
    { icon: Clock, label: 'Support hours', value: HELP_FACTS.supportHours },
    {
      icon: MapPin,
      label: 'Campus office',
      value: (
        <address className="not-italic">
          {HELP_FACTS.campusAddress.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
      ),
    },
  ];

  return (
    <PolicyLayout
      title="Contact us"
      intro={`Questions about an order, a size, or selling your designs? Write to us and we reply within ${HELP_FACTS.replyWithin}.`}
    >
      <div className="grid gap-8 lg:grid-cols-[20rem_minmax(0,1fr)] lg:gap-12">
        <ul className="space-y-6">
          {details.map(({ icon: Icon, label, value }) => (
            <li key={label} className="flex gap-4">
              <span className="flex size-11 shrink-0 items-center justify-center rounded-xl bg-saffron-50 text-saffron-600">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div className="min-w-0 text-sm">
                <p className="font-semibold text-ink-900">{label}</p>
                <div className="mt-0.5 break-words text-zinc-600 [&_a]:font-medium [&_a]:text-saffron-700 hover:[&_a]:underline">
                  {value}
                </div>
              </div>
            </li>
          ))}
          <li className="rounded-xl bg-zinc-50 p-4 text-sm text-zinc-600">
            Writing about an order? Include the order ID (the last 8 characters shown in Your
            Orders) so we can help faster.
          </li>
        </ul>
        <Card>
          <CardContent>
            <h2 className="text-lg font-semibold text-ink-900">Send us a message</h2>
            <p className="mt-1 text-sm text-zinc-500">
              This opens your email app with the message ready to send.
            </p>
            <Form
              form={form}
              onValid={(values) => {
                window.location.href = contactMailto(values);
              }}
              className="mt-6 grid gap-5 sm:grid-cols-2"
            >
              <FormField name="name" label="Your name">
                {(control) => <Input {...control} autoComplete="name" />}
              </FormField>
              <FormField name="email" label="Your email">
                {(control) => <Input {...control} type="email" autoComplete="email" />}
              </FormField>
              <FormField name="subject" label="Subject" className="sm:col-span-2">
                {(control) => <Input {...control} placeholder="Order, sizing, selling…" />}
              </FormField>
              <FormField name="message" label="Message" className="sm:col-span-2">
                {(control) => <Textarea {...control} rows={6} />}
              </FormField>
              <div className="sm:col-span-2">
                <Button type="submit" variant="dark" className="w-full sm:w-auto">
                  <Mail className="size-4" aria-hidden="true" />
                  Open email to send
                </Button>
              </div>
            </Form>
          </CardContent>
        </Card>
      </div>
    </PolicyLayout>
  );
}

export default ContactUsPage;
