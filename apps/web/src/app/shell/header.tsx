import { Link } from 'react-router';
import { signOutState } from '../../lib/auth/sign-out-state';
import { Anchor, Badge, Burger, Button, Group, VisuallyHidden } from '@mantine/core';
import { config } from '../../config';
import { useAuth } from '../../lib/auth';
import { useServerUnreachable } from '../../lib/network';
import { useClientConfig } from '../../lib/get-client-config';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { UserMenu } from './user-menu';
import { paths } from '../../lib/paths';

interface HeaderProps {
  /** The phone-width drawer; absent on pages without a sidebar. */
  navigation?: { opened: boolean; toggle: () => void; controls: string };
}

export function Header({ navigation }: HeaderProps) {
  const { state } = useAuth();
  // Opened with no network: signing in cannot work, so it is not offered.
  const unreachable = useServerUnreachable();
  const { environment } = useClientConfig();
  return (
    <Group h="100%" px="md" justify="space-between" wrap="nowrap">
      <Group gap="xs" wrap="nowrap">
        {navigation && (
          <Burger
            opened={navigation.opened}
            onClick={navigation.toggle}
            hiddenFrom="sm"
            size="sm"
            aria-label={navigation.opened ? 'Close navigation' : 'Open navigation'}
            aria-controls={navigation.controls}
            aria-expanded={navigation.opened}
          />
        )}
        <Anchor
          component={Link}
          to={paths.root}
          c="inherit"
          fw={700}
          size="lg"
          underline="never"
          className="cp-app-name"
        >
          {config.appName}
        </Anchor>
        {environment && (
          <Badge variant="filled" color="orange.3" c="black" radius="sm" style={{ flexShrink: 0, overflow: 'visible' }}>
            <VisuallyHidden>Environment: </VisuallyHidden>
            {environment}
          </Badge>
        )}
      </Group>
      <Group gap="sm" wrap="nowrap">
        <ColorSchemeToggle />
        {state === 'loggedIn' && <UserMenu />}
        {state === 'unknown' && (
          <Button component={Link} to={paths.logout} state={signOutState} variant="subtle">
            Log out
          </Button>
        )}
        {state === 'loggedOut' && !unreachable && (
          // Signed out there is no menu: these links are the page's navigation landmark.
          <Group component="nav" aria-label="Portal" gap={0} wrap="nowrap">
            <Button component={Link} to={paths.store} variant="subtle" px="xs">
              Store
            </Button>
            <Button component={Link} to={paths.login} variant="subtle" px="xs">
              Sign in
            </Button>
          </Group>
        )}
      </Group>
    </Group>
  );
}
