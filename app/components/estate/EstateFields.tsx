import { NativeSelect } from "#mantine/components/NativeSelect/NativeSelect.mjs";
import { Stack } from "#mantine/components/Stack/Stack.mjs";
import { ESTATE_ASSET_LABELS, ESTATE_ROUTE_CHOICES, ESTATE_ROUTE_NOTE } from "#core/messages/estate";
import { DEFAULT_ROUTE, ESTATE_ASSETS, ROUTES_OF, type EstateAsset } from "#core/planning/estate-size";
import { Field } from "~/components/planning/Field";
import { fieldMessage } from "~/utils/calculators";

// The estate's inputs, as the estate calculator and the trust planning page both ask for them.

type AssetKey = EstateAsset | `${EstateAsset}By`;
type OwedKey = "debts" | "spouse" | "charity" | "gifts";

/** What the member owns, each item with how it is held: the estate calculator's and the trust planning page's fieldset. */
export function EstateAssetFields({ values: v, errors: e }: { values: Partial<Record<AssetKey, string>>; errors: Partial<Record<AssetKey, string>> }) {
  return (
    <fieldset className="form-fieldset">
      <legend>What you own, and how it would pass</legend>
      <p className="fieldset-note">{ESTATE_ROUTE_NOTE}</p>
      <Stack gap="sm">
        {ESTATE_ASSETS.map((asset) => {
          const by = `${asset}By` as const;
          const label = ESTATE_ASSET_LABELS[asset];
          return (
            <div key={asset} className="estate-asset">
              <Field name={asset} label={label} unit="$" value={v[asset]} error={e[asset]} />
              <NativeSelect
                name={by}
                id={`field-${by}`}
                // Six selects side by side with their amounts: the asset's name is read out, not shown twice.
                label={
                  <>
                    <span className="visually-hidden">{label}: </span>How it passes
                  </>
                }
                defaultValue={v[by] ?? DEFAULT_ROUTE[asset]}
                error={e[by] ? fieldMessage("How it passes", e[by]!) : undefined}
                data={ROUTES_OF[asset].map((route) => ({ value: route, label: ESTATE_ROUTE_CHOICES[route] }))}
              />
            </div>
          );
        })}
      </Stack>
    </fieldset>
  );
}

/** What the member owes, leaves to a spouse and to charity, and has given before. */
export function EstateOwedFields({ values: v, errors: e }: { values: Partial<Record<OwedKey, string>>; errors: Partial<Record<OwedKey, string>> }) {
  return (
    <fieldset className="form-fieldset">
      <legend>What you owe and leave</legend>
      <Stack gap="sm">
        <Field name="debts" label="Everything you owe" unit="$" value={v.debts} error={e.debts} description="Mortgage, loans and cards." />
        <Field name="spouse" label="Left to your spouse" unit="$" value={v.spouse} error={e.spouse} description="A spouse who is a US citizen inherits free of estate tax." />
        <Field name="charity" label="Left to charity" unit="$" value={v.charity} error={e.charity} />
        <Field name="gifts" label="Taxable gifts made in life" unit="$" value={v.gifts} error={e.gifts} description="Gifts above the yearly exclusion, as your gift tax returns show them." />
      </Stack>
    </fieldset>
  );
}
