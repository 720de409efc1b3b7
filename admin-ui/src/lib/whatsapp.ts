/**
 * An Indonesian phone number as people write it ("0812-3456-7890",
 * "+62 812 3456 7890", "812 3456 7890") in the international digits wa.me
 * wants ("6281234567890"); null when it is too short or long to be one.
 * The same rule as the server's reminders (core.WhatsAppNumber).
 */
export function whatsappNumber(phone: string | null | undefined): string | null {
  let digits = String(phone ?? "").replace(/\D/g, "");
  if (digits.startsWith("62")) {
    // already international
  } else if (digits.startsWith("0")) {
    digits = `62${digits.replace(/^0+/, "")}`;
  } else if (digits.startsWith("8")) {
    digits = `62${digits}`;
  }
  return digits.length < 9 || digits.length > 15 ? null : digits;
}

/** 'Kirim WhatsApp': https://wa.me/62…?text=…; null when the customer has no usable phone number. */
export function whatsappLink(phone: string | null | undefined, text: string): string | null {
  const number = whatsappNumber(phone);
  return number ? `https://wa.me/${number}?text=${encodeURIComponent(text)}` : null;
}
