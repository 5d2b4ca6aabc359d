import { Box, Center, Group, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCertificate } from "@tabler/icons-react";
import type { ReactNode } from "react";

/** The frame of the signed-out screens: brand, a title and one card. */
export function PublicFrame({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: ReactNode;
  children: ReactNode;
}) {
  return (
    <Box component="main" mih="100vh" bg="gray.1">
      <Center mih="100vh" p="md">
        <Stack w="100%" maw={420} gap="lg">
          <Group gap={10} justify="center">
            <IconCertificate size={34} stroke={1.5} color="var(--mantine-color-station-7)" />
            <Text fw={700} size="xl">
              Grading back office
            </Text>
          </Group>
          <Paper withBorder shadow="sm" radius="md" p="xl">
            <Stack gap="md">
              <Stack gap={4}>
                <Title order={1} size="h3">
                  {title}
                </Title>
                {subtitle ? (
                  <Text size="sm" c="dimmed">
                    {subtitle}
                  </Text>
                ) : null}
              </Stack>
              {children}
            </Stack>
          </Paper>
        </Stack>
      </Center>
    </Box>
  );
}
