/** The contact section's id: a form posted without JavaScript comes back scrolled to it. */
export const CONTACT_SECTION_ID = 'contact';
