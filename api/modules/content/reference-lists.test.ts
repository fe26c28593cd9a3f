import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MESSAGES } from "../../../core/messages";
import { PROFILE_MESSAGES } from "../../../core/profile";
import { openTestApi, registerAndSignIn } from "../../../tests/support/test-api";

let t: Awaited<ReturnType<typeof openTestApi>>;
beforeAll(async () => {
  t = await openTestApi();
});
afterAll(() => t.database.close());

const data = async (path: string) => ((await (await t.api.request(path)).json()) as { data: any }).data;

describe("reference lists", () => {
  it("serves every ISO country, the US states and territories, and cities per state", async () => {
    const countries = await data("/api/geo/countries");
    expect(countries).toHaveLength(249);
    expect(countries).toContainEqual({ code: "US", name: "United States" });
    const states = await data("/api/geo/states?country=US");
    expect(states).toHaveLength(56);
    expect(states.filter((s: { kind: string }) => s.kind === "territory").map((s: { code: string }) => s.code).sort()).toEqual(["AS", "GU", "MP", "PR", "VI"]);
    expect(await data("/api/geo/states?country=FR")).toEqual([]);
    const california = await data("/api/geo/cities?state=CA");
    expect(california.map((c: { name: string }) => c.name)).toContain("Los Angeles");
    for (const query of ["state=XX", "state=", "country=usa"]) {
      const response = await t.api.request(`/api/geo/${query.startsWith("state") ? "cities" : "states"}?${query}`);
      expect(response.status, query).toBe(400);
    }
  });

  it("serves industries and avatars", async () => {
    expect((await data("/api/common/industries")).length).toBe(21);
    const avatars = await data("/api/common/avatars");
    expect(avatars[0]).toMatchObject({ id: "avatar-01", url: "/avatars/avatar-01.svg" });
  });
});

describe("profile update (requirements §5 rules)", () => {
  it("saves good values, keeps only the SSN's last four digits, and checks codes against the lists", async () => {
    const member = await registerAndSignIn(t, "profile");
    const good = {
      firstName: "Ada",
      lastName: "Lovelace2",
      dateOfBirth: "1985-12-10",
      ssn: "123-45-6789",
      phone: "+1(555)010-2026",
      address: "1 Main Street",
      zipCode: "94105",
      countryCode: "US",
      stateCode: "CA",
      cityCode: "CA-san-francisco",
      industry: "52",
      avatarId: "avatar-03",
      bio: "Saving for a first home.",
    };
    expect((await member.call("/api/user/update", { body: good })).status).toBe(200);
    const info = ((await (await member.call("/api/user/info")).json()) as { data: any }).data;
    expect(info).toMatchObject({ firstName: "Ada", dateOfBirth: "1985-12-10", ssnLast4: "6789", cityCode: "CA-san-francisco", avatarId: "avatar-03" });
    expect(JSON.stringify(info)).not.toContain("123-45");
  });

  it.each([
    [{ firstName: "Ada Lovelace" }, PROFILE_MESSAGES.invalidName],
    [{ lastName: "O'Brien" }, PROFILE_MESSAGES.invalidName],
    [{ ssn: "123 45 6789" }, PROFILE_MESSAGES.invalidSsn],
    [{ ssn: "12345" }, PROFILE_MESSAGES.invalidSsn],
    [{ dateOfBirth: "" }, MESSAGES.requiredField],
    [{ dateOfBirth: "2026-02-30" }, PROFILE_MESSAGES.invalidDate],
    [{ dateOfBirth: "2999-01-01" }, PROFILE_MESSAGES.futureDate],
    [{ phone: "+1 555 0100" }, MESSAGES.invalidPhone],
    [{ zipCode: "9410" }, PROFILE_MESSAGES.invalidZip],
    [{ countryCode: "ZZ" }, "Choose a country from the list"],
    [{ stateCode: "CA", cityCode: "NY-buffalo" }, "Choose a city of the chosen state"],
    // Found by the fuzzer (scripts/fuzz.ts), each once a 500: a state code naming an
    // Object.prototype member (the city check looked it up), and a NUL, which the database refuses.
    [{ stateCode: "constructor", cityCode: "constructor" }, "stateCode: "],
    [{ bio: "a\u0000b" }, PROFILE_MESSAGES.invalidCharacters],
    [{ address: "\u0000" }, PROFILE_MESSAGES.invalidCharacters],
  ])("refuses %o with its message and saves nothing", async (bad, message) => {
    const member = await registerAndSignIn(t, "rules");
    const response = await member.call("/api/user/update", { body: { bio: "Changed", ...bad } });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toContain(message);
    const info = ((await (await member.call("/api/user/info")).json()) as { data: any }).data;
    expect(info.bio).toBe("");
  });
});
