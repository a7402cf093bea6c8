/** Why each message is one tap (say so in the page's help text). */
export function WhatsappHelp({ className = '' }: { className?: string }) {
  return (
    <p className={`text-sm text-muted ${className}`}>
      WhatsApp tidak membenarkan mesej pukal tanpa API perniagaannya yang berbayar, jadi setiap
      jemputan dihantar dengan satu ketikan: tekan butang WhatsApp, tekan Hantar dalam WhatsApp,
      kemudian kembali ke sini untuk tetamu seterusnya.
    </p>
  );
}
