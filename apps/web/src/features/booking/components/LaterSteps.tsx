import type { ComponentProps } from 'react';
import { AntdScope } from '../../../app/antd-scope';
import { CustomerStep } from './steps/CustomerStep';
import { DateTimeStep } from './steps/DateTimeStep';
import { NotesStep } from './steps/NotesStep';

/*
 * The wizard's steps 3 to 5 (date picker, the guest's form, notes), which need Ant Design, each
 * in its own scope: the wizard loads this module after its first screen is drawn.
 */

export function ScopedDateTimeStep(props: ComponentProps<typeof DateTimeStep>) {
  return (
    <AntdScope>
      <DateTimeStep {...props} />
    </AntdScope>
  );
}

export function ScopedCustomerStep(props: ComponentProps<typeof CustomerStep>) {
  return (
    <AntdScope>
      <CustomerStep {...props} />
    </AntdScope>
  );
}

export function ScopedNotesStep(props: ComponentProps<typeof NotesStep>) {
  return (
    <AntdScope>
      <NotesStep {...props} />
    </AntdScope>
  );
}
