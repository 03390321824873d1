import type { UseFormReturnType } from '@mantine/form';
import type { RoomRequestFormValues } from '../form-values';

export type WizardForm = UseFormReturnType<RoomRequestFormValues>;
