import type { ReactNode } from "react";
import type { BeneficiaryReview as Review } from "#core/contracts/beneficiaries";
import { DESIGNATIONS } from "#core/estate/beneficiaries";
import { BENEFICIARY_PAGE_COPY as COPY, DESIGNATION_LABELS, OWNERSHIP_FORMS } from "#core/messages/beneficiaries";
import { ShareCell } from "~/components/ShareCell";
import { usd } from "~/utils/trading";
import { FindingList } from "~/components/FindingList";

/** One part of the review: a card headed by its title, named by it for screen readers. */
export function ReviewSection({ id, title, testId, children }: { id: string; title: string; testId?: string; children: ReactNode }) {
  return (
    <section className="plain-card" aria-labelledby={id} data-testid={testId}>
      <h3 className="plain-title h3" id={id} style={{ marginBottom: "var(--mantine-spacing-sm)" }}>
        {title}
      </h3>
      {children}
    </section>
  );
}

/** How the account is owned: its registration, what it means, its value and when it was last saved. */
export function OwnershipCard({ review }: { review: Review }) {
  return (
    <ReviewSection id="ownership" title={COPY.ownershipTitle} testId="ownership">
      <dl className="figures">
        <div>
          <dt>Registration</dt>
          <dd data-testid="titling">{review.titling.label}</dd>
        </div>
        <div>
          <dt>Value today</dt>
          <dd data-testid="account-value">{usd(review.value)}</dd>
        </div>
      </dl>
      <p className="plain-text" style={{ marginTop: "var(--mantine-spacing-sm)" }}>
        {review.titling.meaning}
      </p>
      {review.reviewedOn ? (
        <p className="plain-text sm dimmed" data-testid="last-saved">
          {COPY.lastSaved(review.reviewedOn)}
        </p>
      ) : null}
    </ReviewSection>
  );
}

/** Each designation's beneficiaries with their share and what it comes to today. */
export function ReceiversCard({ review }: { review: Review }) {
  const anyone = review.primary.length > 0;
  return (
    <ReviewSection id="receivers" title={COPY.receiversTitle}>
      {anyone ? (
        DESIGNATIONS.filter((d) => review[d].length > 0).map((designation) => (
          <div className="table-scroll" key={designation} style={{ marginTop: "var(--mantine-spacing-sm)" }}>
            <table className="data-table" data-testid={`${designation}-table`}>
              <caption className="allocation-caption">
                {DESIGNATION_LABELS[designation].title}: {DESIGNATION_LABELS[designation].help}
              </caption>
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Relationship</th>
                  <th scope="col">{COPY.shareHeading}</th>
                  <th scope="col">{COPY.valueHeading}</th>
                </tr>
              </thead>
              <tbody>
                {review[designation].map((b) => (
                  <tr key={b.name}>
                    <th scope="row">{b.name}</th>
                    <td>{b.relationshipLabel}</td>
                    <td>
                      <ShareCell share={String(b.sharePercent)} />
                    </td>
                    <td>{usd(b.amount)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        ))
      ) : (
        <p className="plain-text" data-testid="receivers-empty">
          {COPY.receiversEmpty}
        </p>
      )}
    </ReviewSection>
  );
}

/** What the review asks the member to look at, or that nothing stands out. */
export function FindingsCard({ review }: { review: Review }) {
  return (
    <ReviewSection id="look-at" title={COPY.findingsTitle} testId="beneficiary-findings">
      {review.findings.length === 0 ? (
        <p className="plain-text">{COPY.allClear}</p>
      ) : (
        <FindingList findings={review.findings} />
      )}
    </ReviewSection>
  );
}

/** The ways an account can be owned, side by side: who controls it and where it goes at death. */
export function OwnershipFormsTable() {
  return (
    <ReviewSection id="ownership-forms" title={COPY.formsTitle}>
      <div className="table-scroll">
        <table className="data-table" data-testid="ownership-forms">
          <caption className="allocation-caption">{COPY.formsCaption}</caption>
          <thead>
            <tr>
              <th scope="col">Ownership</th>
              <th scope="col">Who controls it</th>
              <th scope="col">At your death</th>
            </tr>
          </thead>
          <tbody>
            {OWNERSHIP_FORMS.map((f) => (
              <tr key={f.form}>
                <th scope="row">{f.form}</th>
                <td>{f.control}</td>
                <td>{f.atDeath}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </ReviewSection>
  );
}
