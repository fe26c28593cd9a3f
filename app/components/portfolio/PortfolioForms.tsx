import { Button } from "#mantine/components/Button/Button.mjs";
import { Checkbox } from "#mantine/components/Checkbox/Checkbox.mjs";
import { Group } from "#mantine/components/Group/Group.mjs";
import { Radio } from "#mantine/components/Radio/Radio.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { Form, Link, useNavigation } from "@remix-run/react";
import type { Target } from "#core/contracts/portfolio";
import { RISK_PROFILE_LABELS } from "#core/messages/investor";
import { COST_BASIS_LABELS, PORTFOLIO_EXPLANATIONS, PORTFOLIO_PAGE_COPY as COPY } from "#core/messages/portfolio";
import { COST_BASIS_METHODS, type CostBasisMethod } from "#core/portfolio";
import { ASSET_CLASS_LABELS, ASSET_CLASSES } from "#core/trading";
import { FormError } from "~/components/forms/FormError";
import { PlainTextInput } from "~/components/forms/PlainTextInput";
import type { FormFeedback } from "~/session/session.server";
import { percentText, usd } from "~/utils/trading";
import { ScrollTable } from "~/components/layout/ScrollTable";

const busyWith = (navigation: ReturnType<typeof useNavigation>, intent: string) => navigation.state === "submitting" && navigation.formData?.get("intent") === intent;

/** The account's cost basis method: how later sales close lots. */
export function CostBasisForm({ method, feedback }: { method: CostBasisMethod; feedback: FormFeedback | null }) {
  const navigation = useNavigation();
  return (
    <section className="plain-card" aria-labelledby="cost-basis-title">
      <h3 className="plain-title h3" id="cost-basis-title" style={{ marginBottom: "var(--mantine-spacing-sm)" }}>
        Cost basis method
      </h3>
      <Form method="post" key={feedback?.id} preventScrollReset>
        <input type="hidden" name="intent" value="cost-basis" />
        <FormError message={feedback?.formError} />
        <Radio.Group name="costBasisMethod" label="When you sell, close lots by" description="A change applies to your next sales; sales already made keep their method." defaultValue={method} error={feedback?.fieldErrors.costBasisMethod}>
          <Stack gap="sm" mt="xs">
            {COST_BASIS_METHODS.map((m) => (
              <Radio key={m} value={m} label={COST_BASIS_LABELS[m]} description={PORTFOLIO_EXPLANATIONS.costBasis[m]} />
            ))}
          </Stack>
        </Radio.Group>
        <Button type="submit" mt="md" variant="default" loading={busyWith(navigation, "cost-basis")}>
          Save the method
        </Button>
      </Form>
    </section>
  );
}

const SOURCE_TEXT = (target: Target) =>
  target.source === "custom"
    ? "Your own target."
    : target.source === "profile" && target.riskProfile
      ? `The model of your risk profile: ${RISK_PROFILE_LABELS[target.riskProfile].label}.`
      : "The moderate model: take the risk assessment for a model that fits you.";

/** The target allocation (the risk profile's model until edited), the drift of each class from it, and the form to change it. */
export function TargetAllocationForm({ target, feedback, skipped }: { target: Target; feedback: FormFeedback | null; skipped: Record<string, string> }) {
  const navigation = useNavigation();
  const points = Object.fromEntries(target.allocation.map((a) => [a.assetClass, a.points]));
  // The fields keep what was typed until the form is new: a new post's feedback, or a target that
  // changed (saved, or set back to the model), whose points they then show.
  const formKey = `${feedback?.id ?? ""}:${ASSET_CLASSES.map((c) => points[c] ?? 0).join(",")}`;
  return (
    <section className="plain-card" aria-labelledby="target-title" id="target">
      <h3 className="plain-title h3" id="target-title" style={{ marginBottom: "var(--mantine-spacing-xs)" }}>
        Target allocation
      </h3>
      <p className="plain-text" style={{ marginBottom: "var(--mantine-spacing-sm)" }} data-testid="target-source">
        {SOURCE_TEXT(target)} A class more than {target.band} points from its target is out of its band.
      </p>
      <ScrollTable label="Table of drift from the target" minWidth={620} data-testid="drift-table">
        <caption className="visually-hidden">Drift of each asset class from its target, in points</caption>
        <thead>
          <tr>
            <th scope="col">Asset class</th>
            <th className="num" scope="col">Target</th>
            <th className="num" scope="col">Now</th>
            <th className="num" scope="col">Drift</th>
            <th className="num" scope="col">Value</th>
            <th className="num" scope="col">At target</th>
            <th scope="col">Band</th>
          </tr>
        </thead>
        <tbody>
          {target.drift.map((d) => (
            <tr key={d.assetClass} data-testid="drift-row" data-class={d.assetClass}>
              <th scope="row">{d.label}</th>
              <td className="num">{percentText(d.target)}</td>
              <td className="num">{percentText(d.current)}</td>
              <td className="num" data-testid="drift">{d.drift.startsWith("-") ? `−${d.drift.slice(1)}` : d.drift === "0.00" ? d.drift : `+${d.drift}`} points</td>
              <td className="num">{usd(d.value)}</td>
              <td className="num">{usd(d.targetValue)}</td>
              <td>
                {d.outsideBand ? "Out of band" : "Within band"}
                {skipped[d.assetClass] ? (
                  <p className="plain-text sm" style={{ color: "var(--mantine-color-red-8)" }} data-testid="drift-skipped">
                    {skipped[d.assetClass]}
                  </p>
                ) : null}
              </td>
            </tr>
          ))}
        </tbody>
      </ScrollTable>

      <Form method="post" key={formKey} noValidate preventScrollReset>
        <input type="hidden" name="intent" value="target" />
        <fieldset className="plain-fieldset">
          <legend>
            <p className="plain-text" style={{ marginTop: "var(--mantine-spacing-md)", fontWeight: 600 }}>
              Points for each class (whole numbers adding up to 100)
            </p>
          </legend>
          <FormError message={feedback?.formError} />
          <div className="field-grid" style={{ marginTop: "var(--mantine-spacing-xs)" }}>
            {ASSET_CLASSES.map((c) => (
              <PlainTextInput key={c} name={c} label={ASSET_CLASS_LABELS[c]} inputMode="numeric" autoComplete="off" unit="pts" defaultValue={feedback?.values[c] ?? String(points[c] ?? 0)} error={feedback?.fieldErrors[c]} />
            ))}
          </div>
        </fieldset>
        <Button type="submit" mt="md" variant="default" loading={busyWith(navigation, "target")}>
          Save the target
        </Button>
      </Form>
      {target.source === "custom" ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="intent" value="target-reset" />
          <Button type="submit" mt="xs" variant="subtle" loading={busyWith(navigation, "target-reset")}>
            Use the model of my risk profile
          </Button>
        </Form>
      ) : null}
    </section>
  );
}

/** "Rebalance": fills the station with the trades back toward the target; the member checks out there. */
export function RebalanceForm({ band, feedback }: { band: number; feedback: FormFeedback | null }) {
  const navigation = useNavigation();
  return (
    <section className="plain-card" aria-labelledby="rebalance-title">
      <h3 className="plain-title h3" id="rebalance-title" style={{ marginBottom: "var(--mantine-spacing-xs)" }}>
        Rebalance
      </h3>
      <p className="plain-text" style={{ marginBottom: "var(--mantine-spacing-sm)" }}>
        {COPY.rebalanceIntro(band)}
      </p>
      <Form method="post" key={feedback?.id} preventScrollReset>
        <input type="hidden" name="intent" value="rebalance" />
        <FormError message={feedback?.formError} />
        <Group align="center" gap="lg">
          <Checkbox name="allowSells" label={COPY.allowSells} defaultChecked={feedback?.values.allowSells === "on"} />
          <Button type="submit" loading={busyWith(navigation, "rebalance")}>
            Rebalance
          </Button>
        </Group>
      </Form>
      <p className="plain-text sm dimmed" style={{ marginTop: "var(--mantine-spacing-sm)" }}>
        The trades wait in your <Link to="/myworld/service/investments/station">station</Link> for you to review.
      </p>
    </section>
  );
}
