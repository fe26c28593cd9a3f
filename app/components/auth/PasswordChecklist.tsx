import { PASSWORD_RULES } from "#core/auth";

/** requirements §5: the four password rules, each ticked as the password meets it. */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <ul className="password-checklist" aria-label="Password requirements" aria-live="polite">
      {PASSWORD_RULES.map((rule) => {
        const met = rule.test(password);
        return (
          <li key={rule.key} data-met={met ? "true" : "false"}>
            <span aria-hidden="true">{met ? "✓" : "○"}</span> {rule.label}
            <span className="visually-hidden">{met ? " (met)" : " (not met yet)"}</span>
          </li>
        );
      })}
    </ul>
  );
}
