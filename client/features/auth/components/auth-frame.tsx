import { Anchor, Box, Container, Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { BrandMark } from '../../landing/brand-mark';

export interface AuthFrameProps {
  title: ReactNode;
  subtitle?: ReactNode;
  width?: number;
  children: ReactNode;
}

// The frame every account screen shares: brand and home link on top, one card in the middle.
export function AuthFrame({ title, subtitle, width = 440, children }: AuthFrameProps) {
  return (
    <Box mih="100vh" style={{ background: 'linear-gradient(160deg, #eef0fb 0%, #fff4e2 100%)' }}>
      <Container size="lg" py="md" component="header">
        <Group justify="space-between">
          <BrandMark />
          <Anchor component={Link} to="/" fw={600}>
            Home
          </Anchor>
        </Group>
      </Container>
      <Container size={width} px="md" pb={48} component="main">
        <Paper withBorder radius="lg" p={{ base: 'lg', sm: 32 }} shadow="xs">
          <Stack gap={4} mb="lg">
            <Title order={1} fz={{ base: 26, sm: 30 }}>
              {title}
            </Title>
            {subtitle && (
              <Text c="gray.7" fz="lg">
                {subtitle}
              </Text>
            )}
          </Stack>
          {children}
        </Paper>
      </Container>
    </Box>
  );
}
