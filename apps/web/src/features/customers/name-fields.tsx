// First and last name side by side, both required: the add dialog and the edit tab share them.
import { Group, TextInput } from "@mantine/core";
import { keyFilter } from "../../ui/key-filter";

export function NameFields(props: {
  firstName: string;
  lastName: string;
  onFirstName: (value: string) => void;
  onLastName: (value: string) => void;
  errors: Record<string, string>;
}) {
  return (
    <Group grow>
      <TextInput
        {...keyFilter("text")}
        label="First name"
        name="firstName"
        required
        value={props.firstName}
        onChange={(event) => props.onFirstName(event.currentTarget.value)}
        error={props.errors.firstName}
      />
      <TextInput
        {...keyFilter("text")}
        label="Last name"
        name="lastName"
        required
        value={props.lastName}
        onChange={(event) => props.onLastName(event.currentTarget.value)}
        error={props.errors.lastName}
      />
    </Group>
  );
}
