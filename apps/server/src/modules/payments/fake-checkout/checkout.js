/*
 * GharSeva's local test checkout (PAYMENT_PROVIDER=fake). It imitates the part
 * of Razorpay Checkout the web app uses: `new Razorpay(options)`, `.on(event,
 * listener)` and `.open()`. Instead of taking money, it lets the person choose
 * the outcome; the server's fake gateway records it and answers what Razorpay
 * would: `{razorpay_order_id, razorpay_payment_id, razorpay_signature}` for the
 * `handler`, or `{error}` for 'payment.failed' listeners.
 */
(() => {
  'use strict';

  const rupees = (paise, currency) =>
    new Intl.NumberFormat('en-IN', {
      style: 'currency',
      currency: currency || 'INR',
      minimumFractionDigits: 2,
    }).format(paise / 100);

  const el = (tag, style, text) => {
    const node = document.createElement(tag);
    if (style) node.setAttribute('style', style);
    if (text !== undefined) node.textContent = text;
    return node;
  };

  const BUTTON =
    'display:block;width:100%;min-height:44px;margin-top:8px;border-radius:10px;' +
    'font-size:15px;font-weight:600;cursor:pointer;';

  class Razorpay {
    constructor(options) {
      this.options = options || {};
      this.listeners = {};
      this.root = null;
      this.returnFocus = null;
    }

    on(event, listener) {
      (this.listeners[event] = this.listeners[event] || []).push(listener);
    }

    emit(event, payload) {
      for (const listener of this.listeners[event] || []) listener(payload);
    }

    close() {
      if (!this.root) return;
      this.root.remove();
      this.root = null;
      if (this.returnFocus && this.returnFocus.focus) this.returnFocus.focus();
    }

    dismiss() {
      this.close();
      const modal = this.options.modal || {};
      if (typeof modal.ondismiss === 'function') modal.ondismiss();
    }

    async pay(outcome, buttons, status) {
      const enable = (on) => buttons.forEach((b) => (b.disabled = !on));
      enable(false);
      status.textContent = outcome === 'success' ? 'Processing payment...' : 'Failing payment...';
      let answer;
      try {
        const response = await fetch(
          `/api/payments/fake/checkout/${encodeURIComponent(this.options.order_id)}/pay`,
          {
            method: 'POST',
            credentials: 'same-origin',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify({ outcome }),
          },
        );
        answer = { ok: response.ok, body: await response.json() };
      } catch {
        status.textContent = 'The test gateway could not be reached.';
        enable(true);
        return;
      }
      if (!answer.ok) {
        status.textContent = (answer.body && answer.body.message) || 'The test gateway refused.';
        enable(true);
        return;
      }
      this.close();
      if (answer.body.error) this.emit('payment.failed', answer.body);
      else if (typeof this.options.handler === 'function') this.options.handler(answer.body);
    }

    open() {
      if (this.root) return;
      const options = this.options;
      const prefill = options.prefill || {};
      this.returnFocus = document.activeElement;

      const overlay = el(
        'div',
        'position:fixed;inset:0;z-index:2147483000;display:flex;align-items:center;' +
          'justify-content:center;padding:16px;background:rgba(15,23,42,.6);' +
          'font-family:system-ui,sans-serif',
      );
      overlay.setAttribute('data-testid', 'fake-checkout');
      const box = el(
        'div',
        'width:100%;max-width:380px;border-radius:16px;background:#fff;color:#0f172a;' +
          'padding:20px;box-shadow:0 20px 50px rgba(0,0,0,.3)',
      );
      box.setAttribute('role', 'dialog');
      box.setAttribute('aria-modal', 'true');
      box.setAttribute('aria-labelledby', 'gs-fake-checkout-title');
      box.setAttribute('aria-describedby', 'gs-fake-checkout-note');

      const title = el('h2', 'margin:0 0 4px;font-size:18px', 'Test checkout');
      title.id = 'gs-fake-checkout-title';
      const note = el(
        'p',
        'margin:0 0 16px;font-size:13px;color:#475569',
        'Local test gateway: no money moves. Choose how this payment ends.',
      );
      note.id = 'gs-fake-checkout-note';
      const merchant = el('p', 'margin:0;font-weight:600', options.name || '');
      const description = el(
        'p',
        'margin:2px 0 0;font-size:14px;color:#334155',
        options.description || '',
      );
      const amount = el(
        'p',
        'margin:12px 0;font-size:28px;font-weight:700',
        rupees(Number(options.amount) || 0, options.currency),
      );
      amount.setAttribute('data-testid', 'fake-checkout-amount');
      const payer = el(
        'p',
        'margin:0 0 16px;font-size:13px;color:#475569',
        [prefill.name, prefill.contact, prefill.email].filter(Boolean).join(' · '),
      );
      const status = el('p', 'min-height:20px;margin:0 0 8px;font-size:13px;color:#b91c1c');
      status.setAttribute('role', 'status');

      const color = (options.theme && options.theme.color) || '#1d4ed8';
      const pay = el(
        'button',
        `${BUTTON}border:0;background:${color};color:#fff`,
        `Pay ${amount.textContent}`,
      );
      const fail = el(
        'button',
        `${BUTTON}border:1px solid #dc2626;background:#fff;color:#b91c1c`,
        'Fail this payment',
      );
      const cancel = el(
        'button',
        `${BUTTON}border:1px solid #cbd5e1;background:#fff;color:#0f172a`,
        'Cancel',
      );
      const buttons = [pay, fail, cancel];
      for (const b of buttons) b.type = 'button';
      pay.addEventListener('click', () => void this.pay('success', buttons, status));
      fail.addEventListener('click', () => void this.pay('failure', buttons, status));
      cancel.addEventListener('click', () => this.dismiss());
      overlay.addEventListener('keydown', (event) => {
        if (event.key === 'Escape' && !pay.disabled) this.dismiss();
        if (event.key !== 'Tab') return;
        // Focus stays inside the dialog.
        const first = buttons[0];
        const last = buttons[buttons.length - 1];
        if (event.shiftKey && document.activeElement === first) {
          event.preventDefault();
          last.focus();
        } else if (!event.shiftKey && document.activeElement === last) {
          event.preventDefault();
          first.focus();
        }
      });

      for (const node of [title, note, merchant, description, amount, payer, status, ...buttons]) {
        box.appendChild(node);
      }
      overlay.appendChild(box);
      document.body.appendChild(overlay);
      this.root = overlay;
      pay.focus();
    }
  }

  window.Razorpay = Razorpay;
})();
