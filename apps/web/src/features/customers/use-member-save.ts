// The edit and membership tabs both post the whole member (POST /api/users/{id}) with the version read:
// the domain's checks first, then 'Error updating profile' with the server's fields, or the §8 success.
import type { TMember, TUpdateMember, TUserProfile } from "@gbo/contracts/customers";
import { memberProblems } from "@gbo/domain/customers";
import { ERROR_UPDATING_PROFILE } from "@gbo/domain/messages";
import { notifications } from "@mantine/notifications";
import { useEffect, useState } from "react";
import { type FormFailure, formFailureOf } from "../../api/form-errors";
import { TOAST_MS } from "../../api/http-client";
import { useGuardedForm } from "../../ui/use-guarded-form";
import { useUpdateMember } from "./api/customer-calls";

export const PROFILE_FAILURE_HEADING = ERROR_UPDATING_PROFILE;

export function memberBody(member: TMember, changes: Partial<TUpdateMember>): TUpdateMember {
  const { id: _id, createdAt: _createdAt, ...fields } = member;
  return { ...fields, ...changes };
}

/**
 * A tab's typed member fields (issue 30 §5): marked while unsaved, asked about on leaving; a newer read of
 * the profile (the save's answer) is the form's saved state.
 */
export function useMemberForm<Values extends Record<string, unknown>>(
  profile: TUserProfile,
  valuesOf: (member: TMember) => Values,
) {
  const form = useGuardedForm({ initialValues: valuesOf(profile.member) });
  // biome-ignore lint/correctness/useExhaustiveDependencies: follows the version read, not the form object
  useEffect(() => {
    const saved = valuesOf(profile.member);
    form.setValues(saved);
    form.markSaved(saved);
  }, [profile.version]);
  return form;
}

export function useMemberSave(profile: TUserProfile) {
  const [failure, setFailure] = useState<FormFailure | null>(null);
  const update = useUpdateMember(profile.member.id, {
    onSuccess: (saved) => {
      setFailure(null);
      notifications.show({ color: "green", autoClose: TOAST_MS, message: saved.message });
    },
    onError: (caught) => setFailure(formFailureOf(caught)),
  });
  function save(changes: Partial<TUpdateMember>) {
    if (update.isPending) return;
    const body = memberBody(profile.member, { ...changes, version: profile.version });
    const problems = memberProblems(body, {
      currentMembership: profile.member.membership,
      defaultAddressCountry: profile.addresses.find((a) => a.isDefault)?.country ?? null,
    });
    if (Object.keys(problems).length > 0) {
      setFailure({ messages: Object.values(problems), fieldErrors: problems });
      return;
    }
    update.mutate(body);
  }
  return { save, failure, isSaving: update.isPending };
}
