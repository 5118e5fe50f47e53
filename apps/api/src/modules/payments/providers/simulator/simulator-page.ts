import { formatRupees, SIMULATOR_TOKEN_PARAM } from '@campus-threads/contract';

const escapeHtml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!,
  );

export type SimulatorPageData = {
  merchantOrderId: string;
  merchantName: string;
  amountPaise: number;
  state: string;
  expiresAt: Date;
};

/**
 * The page's own icon, inline (a card in the simulator's purple): without one the browser asks the
 * API for /favicon.ico on every payment and gets a 404. A data: URI needs no file the API would
 * have to serve (in development the web app's /favicon.svg is on another origin); the CSP allows
 * data: images.
 */
const SIMULATOR_ICON = `data:image/svg+xml,${encodeURIComponent(
  "<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 32 32'><rect width='32' height='32' rx='8' fill='#5f259f'/><rect x='6' y='9' width='20' height='14' rx='2.5' fill='#fff'/><rect x='6' y='12' width='20' height='3' fill='#5f259f'/></svg>",
)}`;

/**
 * The simulator's hosted payment page: plain HTML and a form (no script, so it runs under the
 * shop's CSP), the way a provider's page is a world apart from the shop's app. Its forms post
 * the page's token back (in the action's query and a hidden field): only this page settles.
 */
export function renderSimulatorPage(
  data: SimulatorPageData,
  action: string,
  token: string,
): string {
  const pending = data.state === 'PENDING';
  const tokenInput = `<input type="hidden" name="${SIMULATOR_TOKEN_PARAM}" value="${escapeHtml(token)}">`;
  const amount = escapeHtml(formatRupees(data.amountPaise));
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Pay ${amount} · Payment simulator</title>
<link rel="icon" type="image/svg+xml" href="${SIMULATOR_ICON}">
<style>
  :root { color-scheme: light; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: #f1f0fb; color: #1d1b2f; }
  main { width: min(420px, calc(100vw - 32px)); background: #fff; border-radius: 16px; box-shadow: 0 12px 40px rgba(40, 24, 120, .12); overflow: hidden; }
  header { background: #5f259f; color: #fff; padding: 20px 24px; }
  header p { margin: 0; font-size: 13px; opacity: .85; }
  header h1 { margin: 4px 0 0; font-size: 18px; font-weight: 600; }
  section { padding: 24px; }
  .amount { font-size: 36px; font-weight: 700; margin: 0 0 4px; }
  .meta { font-size: 13px; color: #5b5873; margin: 0 0 24px; word-break: break-all; }
  form { display: grid; gap: 12px; }
  button { font: inherit; font-size: 16px; font-weight: 600; border-radius: 10px; padding: 14px; cursor: pointer; border: 1px solid transparent; }
  .pay { background: #5f259f; color: #fff; }
  .fail { background: #fff; color: #b42318; border-color: #f1b8b2; }
  .cancel { background: #fff; color: #3f3d56; border-color: #d6d4e4; }
  .note { margin: 20px 0 0; font-size: 12px; color: #77748e; }
  .done { padding: 14px; border-radius: 10px; background: #f4f3fa; }
</style>
</head>
<body>
<main>
  <header><p>Payment simulator</p><h1>${escapeHtml(data.merchantName)}</h1></header>
  <section>
    <p class="amount">${amount}</p>
    <p class="meta">Order ${escapeHtml(data.merchantOrderId)}</p>
    ${
      pending
        ? `<form method="post" action="${escapeHtml(action)}">
      ${tokenInput}
      <button class="pay" type="submit" name="outcome" value="COMPLETED">Pay ${amount}</button>
      <button class="fail" type="submit" name="outcome" value="FAILED">Fail</button>
      <button class="cancel" type="submit" name="outcome" value="CANCELLED">Cancel</button>
    </form>`
        : `<p class="done">This payment is ${escapeHtml(data.state.toLowerCase())}.</p>
    <form method="post" action="${escapeHtml(action)}">${tokenInput}<button class="cancel" type="submit" name="outcome" value="CANCELLED">Return to the shop</button></form>`
    }
    <p class="note">No money moves: this page stands in for the payment provider in demos and tests.</p>
  </section>
</main>
</body>
</html>`;
}
