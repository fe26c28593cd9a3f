import { contactFormSchema } from "#core/contact";

// The action's schema, kept to the server: imported by the route module, core/contact.ts (which
// builds it with zod) would reach the page's first load even though only the action uses it.

/** The posted Contact us form, checked by the rules the page checks as it is typed. */
export const parseContactForm = (form: Record<string, unknown>) => contactFormSchema.safeParse(form);
