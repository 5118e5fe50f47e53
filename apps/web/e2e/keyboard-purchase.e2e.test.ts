import { describe, expect, it } from 'vitest';
import type { Page } from 'playwright-core';
import { DELIVERY, register, signedInPage, useBrowser } from './helpers';

/**
 * The whole purchase with the keyboard alone (Tab, Shift+Tab, Enter, Space, arrows, Escape): no
 * mouse, no click. Every element that takes focus on the way must show it (an outline or a ring),
 * and a sheet or menu opened with the keyboard closes with Escape and gives focus back.
 */

const getBrowser = useBrowser();

type Focused = {
  tag: string;
  text: string;
  label: string;
  href: string;
  role: string;
  visible: boolean;
};

/** What has focus now, and whether it shows a focus indicator (its own or its wrapping label's). */
async function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) {
      return { tag: 'body', text: '', label: '', href: '', role: '', visible: true };
    }
    const shows = (node: Element | null) => {
      if (!node) return false;
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
      const ring = style.boxShadow !== 'none' && style.boxShadow !== '';
      return outline || ring;
    };
    return {
      tag: el.tagName.toLowerCase(),
      text: (el.textContent ?? '').replace(/\s+/g, ' ').trim(),
      label: el.getAttribute('aria-label') ?? '',
      href: el.getAttribute('href') ?? '',
      role: el.getAttribute('role') ?? '',
      visible: shows(el) || shows(el.closest('label')) || shows(el.parentElement),
    };
  });
}

/**
 * Presses Tab (or Shift+Tab) until the focused element matches; every stop on the way must show
 * its focus. Fails with the path taken when it is not reached (a trap, or a control the keyboard
 * cannot get to).
 */
async function tabTo(
  page: Page,
  matches: (f: Focused) => boolean,
  { back = false, max = 80 }: { back?: boolean; max?: number } = {},
): Promise<Focused> {
  const path: string[] = [];
  for (let i = 0; i < max; i++) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await focused(page);
    const name = `${now.tag}[${now.label || now.text.slice(0, 40) || now.href}]`;
    path.push(name);
    expect(now.visible, `focus is not visible on ${name} (${page.url()})`).toBe(true);
    if (matches(now)) return now;
  }
  throw new Error(`not reached with ${back ? 'Shift+Tab' : 'Tab'}: ${path.join(' → ')}`);
}

describe('the purchase with the keyboard alone', () => {
  it('finds a t-shirt, picks colour and size, adds it, checks out and pays', async () => {
    const shopper = await register('Keya Baruah');
    const { context, page } = await signedInPage(getBrowser(), shopper.token);
    await page.goto('/');
    await page.getByRole('heading', { level: 1 }).waitFor();

    // The first Tab reaches the skip link; Enter moves on past the header.
    const skip = await tabTo(page, () => true, { max: 1 });
    expect(skip.text).toBe('Skip to content');
    await page.keyboard.press('Enter');
    expect(new URL(page.url()).hash).toBe('#main');

    // The account menu opens with Enter and closes with Escape, giving focus back.
    await tabTo(page, (f) => f.label.startsWith('Account menu for Keya'), { back: true });
    await page.keyboard.press('Enter');
    await page.getByRole('menuitem', { name: 'Your Orders' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('menu').waitFor({ state: 'detached' });
    // The menu hands focus back a task after it closes.
    await expect.poll(async () => (await focused(page)).label).toBe('Account menu for Keya');

    // To the casual collection and its first t-shirt.
    await tabTo(page, (f) => f.href === '/category/casual');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/category/casual');
    await page.getByRole('heading', { level: 1 }).waitFor();
    const card = await tabTo(page, (f) => f.href.startsWith('/product/'));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === card.href);
    await page.getByRole('heading', { level: 1 }).waitFor();

    // Colour: the first swatch takes focus, the arrow picks the next one.
    await tabTo(page, (f) => f.role === 'radio' && page.url().includes('/product/'));
    const colours = page.getByRole('radiogroup', { name: 'Colour' }).getByRole('radio');
    if ((await colours.count()) > 1) {
      await page.keyboard.press('ArrowRight');
      expect(await colours.nth(1).getAttribute('aria-checked')).toBe('true');
    }
    // Size: Tab into the size group, arrows to L.
    const sizes = page.getByRole('radiogroup', { name: 'Size' });
    await tabTo(
      page,
      (f) => f.role === 'radio' && ['XS', 'S', 'M', 'L', 'XL', 'XXL'].includes(f.label),
    );
    for (let i = 0; i < 8; i++) {
      if (
        (await sizes
          .getByRole('radio', { name: 'L', exact: true })
          .getAttribute('aria-checked')) === 'true'
      )
        break;
      await page.keyboard.press('ArrowRight');
    }
    expect(
      await sizes.getByRole('radio', { name: 'L', exact: true }).getAttribute('aria-checked'),
    ).toBe('true');

    // The size guide sheet opens with Enter and closes with Escape, focus back on its link.
    const guide = await tabTo(page, (f) => f.text === 'Size guide');
    await page.keyboard.press('Enter');
    await page.getByRole('dialog', { name: 'Size guide' }).waitFor();
    await page.keyboard.press('Escape');
    await page.getByRole('dialog', { name: 'Size guide' }).waitFor({ state: 'detached' });
    expect((await focused(page)).text).toBe(guide.text);

    // Add to Cart with Space.
    await tabTo(page, (f) => f.text === 'Add to Cart');
    await page.keyboard.press('Space');
    await page.getByText('Added to cart', { exact: true }).first().waitFor();

    // Back up to the header's cart link, then on to the checkout.
    await tabTo(page, (f) => f.label === 'Cart (1 item)', { back: true, max: 120 });
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/cart');
    await page.getByTestId('cart-line').first().waitFor();
    await tabTo(page, (f) => f.text.startsWith('Proceed to Checkout'));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/checkout');

    // The delivery form: name, email and phone are known; the rest is typed.
    await page.getByLabel('Address').waitFor();
    await tabTo(page, (f) => f.tag === 'textarea');
    await page.keyboard.type(DELIVERY.address);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DELIVERY.pinCode);
    await page.keyboard.press('Tab');
    await page.keyboard.type(DELIVERY.district);
    await page.keyboard.press('Tab');
    expect((await focused(page)).tag).toBe('select');
    for (
      let i = 0;
      i < 40 && (await page.getByLabel('State').inputValue()) !== DELIVERY.state;
      i++
    ) {
      await page.keyboard.press('ArrowDown');
    }
    expect(await page.getByLabel('State').inputValue()).toBe(DELIVERY.state);
    expect(await page.getByLabel('Pin code').inputValue()).toBe(DELIVERY.pinCode);

    // The button names its amount once the PIN's delivery is quoted.
    await page.getByRole('button', { name: /^Place Order · ₹/ }).waitFor();
    const placeOrder = await tabTo(page, (f) => f.text.startsWith('Place Order · ₹'));
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname.startsWith('/pay/simulator/'), {
      timeout: 20_000,
    });

    // The provider's page: its Pay button with the keyboard.
    const amount = placeOrder.text.replace(/^Place Order · /, '');
    await page.getByRole('button', { name: `Pay ${amount}` }).waitFor();
    await tabTo(page, (f) => f.text === `Pay ${amount}`);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/payment-callback');
    await page.locator('[data-phase="success"]').waitFor({ timeout: 20_000 });
    await context.close();
  });
});
