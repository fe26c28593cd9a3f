/**
 * A family's five roles, the birth years fixed so the API test works each age from the answer's
 * year: the founder (born 1950) holds the trust, the holding company and the foundation's board, the
 * holding company with no successor; his daughter (born 1980) is executor, named to follow herself,
 * and agent under the power of attorney; her brother is named to follow in two roles. The e2e and
 * the fuzzing start from it.
 */
export const FAMILY_SUCCESSION_QUERY = {
  age: "75",
  e1: "Rivera Family Trust",
  k1: "trustee",
  h1: "Carlos Rivera",
  y1: "1950",
  s1: "Ana Rivera",
  e2: "Rivera Holdings LLC",
  k2: "manager",
  h2: "Carlos Rivera",
  y2: "1950",
  e3: "Carlos's will",
  k3: "executor",
  h3: "Ana Rivera",
  y3: "1980",
  s3: "Ana Rivera",
  e4: "Foundation board",
  k4: "manager",
  h4: "Carlos Rivera",
  y4: "1950",
  s4: "Luis Rivera",
  e5: "Durable power of attorney",
  k5: "attorney",
  h5: "Ana Rivera",
  y5: "1980",
  s5: "Luis Rivera",
};
