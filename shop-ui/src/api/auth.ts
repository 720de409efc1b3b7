import { api } from "./client";
import type { ApiSchemas } from "@konter/ui-kit";
import type { Account, MessageResponse, Profile } from "./types";

/** The session's account; a 401 means nobody is signed in. */
export function getMe(signal?: AbortSignal): Promise<Account> {
  return api.get<Account>("/api/auth/me", { signal });
}

/** Signs in at the member door: staff accounts are refused with a 403. */
export function loginMember(email: string, password: string): Promise<Account> {
  return api.post<Account>("/api/auth/login", { email, password, door: "member" });
}

export function logout(): Promise<void> {
  return api.post<void>("/api/auth/logout");
}

export type SignUpInput = ApiSchemas["SignUpInputBody"];

export function signUp(input: SignUpInput): Promise<MessageResponse> {
  return api.post<MessageResponse>("/api/auth/signup", input);
}

export function verifyEmail(token: string): Promise<MessageResponse> {
  return api.post<MessageResponse>("/api/auth/verify", { token });
}

export function resendVerification(email: string): Promise<MessageResponse> {
  return api.post<MessageResponse>("/api/auth/resend-verification", { email });
}

export function changePassword(
  password: string,
  confirmPassword: string,
): Promise<MessageResponse> {
  return api.put<MessageResponse>("/api/auth/password", {
    password,
    confirm_password: confirmPassword,
  });
}

export function getMyProfile(signal?: AbortSignal): Promise<Profile> {
  return api.get<Profile>("/api/me/profile", { signal });
}

/** Members change their phone and address; empty text is stored as null by the server. */
export function updateMyProfile(input: { phone: string; address: string }): Promise<Profile> {
  return api.put<Profile>("/api/me/profile", input);
}

/** Uploads a new photo; the answer's avatar_url is already cache-busted. */
export function uploadAvatar(file: File): Promise<Profile> {
  const form = new FormData();
  form.append("file", file);
  return api.post<Profile>("/api/me/avatar", form);
}
