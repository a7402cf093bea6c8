import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { testDialects } from '../support/test-database';
import { newOwnersCard } from '../support/cards';
import { checkoutToPay } from '../support/payments';
import { asVisitor, byChoice } from '../support/visitors';

// The sandbox's pay page (the test provider's stand-in for Billplz) in the tester's language:
// English for an English browser or choice, the Malay words as before otherwise.

const ENGLISH = asVisitor('en');

describe.each(testDialects)('the sandbox pay page’s language on %s', (dialect) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(dialect);
  });
  afterAll(() => t.close());

  const billToPay = async () => {
    const { id, cookie } = await newOwnersCard(t, { status: 'unverified', ageMinutes: 5 });
    return (await checkoutToPay(t, id, cookie)).bill;
  };
  const page = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('speaks English to an English browser and to the English choice', async () => {
    const bill = await billToPay();
    for (const headers of [ENGLISH, byChoice('en')]) {
      const res = await page(`/pay/sandbox/${bill}`, headers);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('<html lang="en">');
      expect(res.body).toContain('>Paid</button>');
      expect(res.body).toContain('>Failed</button>');
      expect(res.body).toContain('No real money is used.');
      expect(res.body).not.toContain('Berjaya');
    }
  });

  it('keeps its Malay words for a Malay reader', async () => {
    const bill = await billToPay();
    const res = await page(`/pay/sandbox/${bill}`, asVisitor('ms'));
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="ms">');
    expect(res.body).toContain('>Berjaya</button>');
    expect(res.body).toContain('>Gagal</button>');
    expect(res.body).toContain('<dt>Nama</dt>');
    expect(res.body).toContain('Ini halaman pembayaran ujian. Tiada wang sebenar digunakan.');
  });

  it('says a bill it does not know is missing, in the reader’s language', async () => {
    const res = await page('/pay/sandbox/tiadabil123', ENGLISH);
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('This bill was not found.');
    expect(res.body).toContain('To the dashboard');
    const bad = await page('/pay/sandbox/BAD!', ENGLISH);
    expect(bad.statusCode).toBe(400);
  });
});
