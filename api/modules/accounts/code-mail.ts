import { CODE_VALID_MINUTES } from "../../../core/constants";
import { escapeHtml } from "../../platform/mail/escape-html";
import type { MailMessage } from "../../platform/mail/mailer";

export type CodePurpose = "registration" | "forgot-password" | "sign-in";

const WHAT: Record<CodePurpose, { subject: string; intro: string }> = {
  registration: {
    subject: "Your EnPlus World registration code",
    intro: "Use this code to confirm your email address and finish creating your EnPlus World membership.",
  },
  "forgot-password": {
    subject: "Your EnPlus World password reset code",
    intro: "Use this code to set a new password for your EnPlus World account.",
  },
  "sign-in": {
    subject: "Your EnPlus World sign-in code",
    intro: "Use this code to finish signing in to EnPlus World.",
  },
};


/** The code mail: plain text and HTML, both stating the code and how long it is valid. */
export function codeMail(purpose: CodePurpose, to: string, code: string): MailMessage {
  const { subject, intro } = WHAT[purpose];
  const validity = `The code is valid for ${CODE_VALID_MINUTES} minutes and can be used once.`;
  const ignore = "If you did not ask for it, you can ignore this email: nothing changes without the code.";
  return {
    to,
    subject,
    text: `${intro}\n\nYour EnPlus World code: ${code}\n\n${validity}\n${ignore}\n\nEnPlus World`,
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1a2433">
<p>${escapeHtml(intro)}</p>
<p style="font-size:14px">Your EnPlus World code:</p>
<p style="font-size:32px;font-weight:bold;letter-spacing:6px;color:#0b1f3a">${code}</p>
<p>${escapeHtml(validity)}</p>
<p style="color:#4f5d70">${escapeHtml(ignore)}</p>
<p>EnPlus World</p>
</body></html>`,
  };
}
