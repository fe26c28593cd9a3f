import type { ContactStatus } from "#core/contracts/contact";
import { contactListContract, contactSendContract, contactStatusContract } from "#core/contracts/contact";
import type { Upstream } from "./client.server";

// Contact us and the advisor's desk, through their contracts (core/contracts/contact.ts).

export async function sendContactMessage(upstream: Upstream, body: { name: string; email: string; topic: string; message: string; website?: string }) {
  return (await upstream.callContract(contactSendContract, { body: body as never })).data;
}

export async function listContactMessages(upstream: Upstream, status: ContactStatus | "all", page: number) {
  return (await upstream.callContract(contactListContract, { query: { status, page, size: 10 } })).data;
}

export async function setContactStatus(upstream: Upstream, id: number, status: ContactStatus) {
  return (await upstream.callContract(contactStatusContract, { params: { id }, body: { status } })).data;
}
