/** A dialable tel: link from a hotline written for people ("1900 6868" → "tel:19006868"). */
export function telHref(hotline: string): string {
  return `tel:${hotline.replace(/[^\d+]/g, '')}`;
}

export function mailHref(email: string): string {
  return `mailto:${email}`;
}
