import { z } from "zod";
import { SERVICE_NAMES, type ServiceName } from "#core/services";
import investments from "../../content/services/investments.json";
import budgeting from "../../content/services/budgeting.json";
import education from "../../content/services/education.json";
import entrepreneurship from "../../content/services/entrepreneurship.json";
import tax from "../../content/services/tax.json";
import loans from "../../content/services/loans.json";
import estate from "../../content/services/estate.json";
import insurance from "../../content/services/insurance.json";
import legal from "../../content/services/legal.json";
import retirement from "../../content/services/retirement.json";

// The ten service pages' editorial content (content/services/*.json), checked once at start-up.

const servicePageSchema = z.object({
  name: z.enum(SERVICE_NAMES),
  title: z.string().min(1),
  tagline: z.string().min(1).max(90),
  intro: z.string().min(1),
  offers: z
    .array(
      z.object({
        title: z.string().min(1),
        text: z.string().min(1),
        unlockLevel: z.number().int().min(1).max(9),
        /**
         * Where the offer is used, when it has a page of its own: a link on the card once it is open.
         * A service's page (filtered by one query key, or a section of it, by its id), or, for an offer that is reading, the learning center's articles it
         * promises: one article, or a category of them; for Enne's offers, Enne's page with the card's question drafted.
         */
        link: z
          .object({
            href: z.string().regex(/^\/(myworld\/service\/[a-z-]+\/[a-z-]+(\?[a-zA-Z]+=[a-z_]+)?(#[a-z-]+)?|enplusworld\/learning-center(\/[a-z0-9-]+|\?category=[a-z-]+)|enplusworld\/ai-enne\?ask=[A-Za-z0-9%._~'-]+)$/),
            label: z.string().min(1),
          })
          .optional(),
      }),
    )
    .min(1),
  howItWorks: z.array(z.object({ title: z.string().min(1), text: z.string().min(1) })).min(1),
  faq: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })),
});
export type ServicePage = z.infer<typeof servicePageSchema>;

const RAW: Record<ServiceName, unknown> = { investments, budgeting, education, entrepreneurship, tax, loans, estate, insurance, legal, retirement };

const PAGES = Object.fromEntries(
  SERVICE_NAMES.map((name) => {
    const parsed = servicePageSchema.safeParse(RAW[name]);
    if (!parsed.success || parsed.data.name !== name) throw new Error(`content/services/${name}.json is not a valid service page`);
    return [name, parsed.data];
  }),
) as Record<ServiceName, ServicePage>;

export const servicePage = (name: ServiceName): ServicePage => PAGES[name];
