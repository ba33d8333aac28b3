import { CONTACT_ADMIN_MESSAGES as M } from '@salon/shared';
import { Select, type SelectProps } from 'antd';
import { useContactStaff } from '../api/contact-staff';

/** The team members a contact can be given to. */
export function StaffSelect(props: Omit<SelectProps<number>, 'options' | 'loading'>) {
  const staff = useContactStaff();
  return (
    <Select<number>
      {...props}
      showSearch={{ optionFilterProp: 'label' }}
      loading={staff.isLoading}
      status={staff.isError ? 'error' : undefined}
      placeholder={staff.isError ? M.staffFailed : 'Chọn nhân viên'}
      options={(staff.data ?? []).map((u) => ({
        value: u.id,
        label: u.email ? `${u.name} (${u.email})` : u.name,
      }))}
    />
  );
}
