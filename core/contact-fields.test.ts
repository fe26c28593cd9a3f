import { describe, expect, it } from "vitest";
import { contactFormSchema } from "./contact";
import { contactFieldProblems, CONTACT_MESSAGE_MAX } from "./contact-fields";
import { ACCOUNT_MESSAGES } from "./messages/accounts";
import { CONTACT_MESSAGES } from "./messages/contact";

const good = { name: "Grace Hopper", email: "grace@example.com", topic: "tax", message: "Where is last year's tax summary?" };

describe("contactFieldProblems (what the page checks as it is typed)", () => {
  it("finds nothing wrong with a good message", () => {
    expect(contactFieldProblems(good)).toEqual({});
  });

  it.each([
    [{ name: "   " }, { name: CONTACT_MESSAGES.nameRequired }],
    [{ name: "x".repeat(101) }, { name: CONTACT_MESSAGES.nameTooLong }],
    [{ name: "Grace\tHopper" }, { name: CONTACT_MESSAGES.nameInvalid }],
    [{ email: "" }, { email: ACCOUNT_MESSAGES.emailRequired }],
    [{ email: "grace@example" }, { email: ACCOUNT_MESSAGES.invalidEmail }],
    [{ topic: "" }, { topic: CONTACT_MESSAGES.topicRequired }],
    [{ topic: "crypto" }, { topic: CONTACT_MESSAGES.topicRequired }],
    // Ten characters once trimmed: "Help?" is five.
    [{ message: "  Help?   " }, { message: CONTACT_MESSAGES.messageTooShort }],
    [{ message: "x".repeat(CONTACT_MESSAGE_MAX + 1) }, { message: CONTACT_MESSAGES.messageTooLong }],
    [{ message: "Hello there\u0007" }, { message: CONTACT_MESSAGES.messageInvalid }],
  ])("%j → %j", (change, problems) => {
    expect(contactFieldProblems({ ...good, ...change })).toEqual(problems);
  });

  it("counts a Windows line break as one character, as the server stores it", () => {
    // 9 characters and one \r\n: ten once normalised, so long enough.
    expect(contactFieldProblems({ ...good, message: "abcd\r\nefgh" })).toEqual({ message: CONTACT_MESSAGES.messageTooShort });
    expect(contactFieldProblems({ ...good, message: "abcde\r\nfghi" })).toEqual({});
  });

  it("agrees with the schema the web action and the API apply, field by field", () => {
    const cases = [good, { ...good, name: "" }, { ...good, email: "nope" }, { ...good, topic: "" }, { ...good, message: "short" }, { name: "", email: "", topic: "", message: "" }];
    for (const fields of cases) {
      const parsed = contactFormSchema.safeParse(fields);
      const schemaProblems = parsed.success ? {} : Object.fromEntries(parsed.error.issues.map((issue) => [String(issue.path[0]), issue.message]));
      expect(contactFieldProblems(fields)).toEqual(schemaProblems);
    }
  });
});
