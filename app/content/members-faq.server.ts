import { z } from "zod";
import membersFaq from "../../content/members-faq.json";

// The members page's questions (content/members-faq.json), checked once at start-up.
const FAQ = z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })).min(1).parse(membersFaq);

export const membersFaqEntries = () => FAQ;
