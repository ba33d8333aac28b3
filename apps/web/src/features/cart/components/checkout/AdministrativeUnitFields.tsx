import {
  ADDRESS_MESSAGES as M,
  addressFields,
  buildSearchText,
  matchesWordStart,
  searchWords,
} from '@salon/shared';
import { Alert, Button, Col, Form, Row, Select, type FormRule } from 'antd';
import { useMemo } from 'react';
import { zodRule } from '../../../../lib/form-rules';
import { useAdministrativeUnits, type AdministrativeUnitsModule } from './use-administrative-units';

interface UnitOption {
  value: string;
  label: string;
  /** The text typed words are looked for in (`buildSearchText`), at word starts. */
  search: string;
  /** Province code, for abbreviations such as "tphcm". */
  code?: string;
}

function matches(input: string, option: UnitOption | undefined, units?: AdministrativeUnitsModule) {
  if (!option) return false;
  const words = searchWords(input);
  if (words.every((word) => matchesWordStart(option.search, word))) return true;
  return option.code !== undefined && units?.findProvinceByName(input)?.code === option.code;
}

/**
 * Province, then ward of that province, as searchable selects (typing "ben thanh" finds
 * "Phường Bến Thành"). The values are the official names, in the form's `city` and `ward`
 * fields. The data loads when `active` first turns true. `kept`: the province and ward of an
 * address being edited, which may stay as they are even when older than today's units.
 */
export function AdministrativeUnitFields({
  active,
  kept = null,
}: {
  active: boolean;
  kept?: { city: string; ward: string } | null;
}) {
  const form = Form.useFormInstance();
  const city = Form.useWatch('city', form) as string | undefined;
  const query = useAdministrativeUnits(active);
  const units = query.data;

  const provinceOptions = useMemo<UnitOption[]>(
    () =>
      units?.listProvinces().map((p) => ({
        value: p.name,
        label: p.name,
        search: buildSearchText(p.name, p.short_name),
        code: p.code,
      })) ?? [],
    [units],
  );
  const province = city && units ? units.findProvinceByName(city) : null;
  const provinceCode = province?.code;
  const wardOptions = useMemo<UnitOption[]>(
    () =>
      provinceCode && units
        ? units.listWards(provinceCode).map((w) => ({
            value: w.name,
            label: w.name,
            search: buildSearchText(w.name),
          }))
        : [],
    [units, provinceCode],
  );

  const knownProvince: FormRule = {
    validator: async (_rule, value: unknown) => {
      if (value === kept?.city) return;
      if (typeof value === 'string' && value && units && !units.findProvinceByName(value)) {
        throw new Error(M.provinceUnknown);
      }
    },
  };
  const wardOfProvince: FormRule = ({ getFieldValue }) => ({
    validator: async (_rule, value: unknown) => {
      const chosenCity = getFieldValue('city') as string | undefined;
      if (typeof value !== 'string' || !value || !units || !chosenCity) return;
      if (chosenCity === kept?.city && value === kept.ward) return;
      if (!units.isKnownWard(chosenCity, value)) throw new Error(M.wardNotInProvince);
    },
  });

  const loading = active && query.isPending;
  return (
    <>
      {query.isError && (
        <Alert
          type="error"
          showIcon
          title={M.unitsLoadFailed}
          action={
            <Button size="small" onClick={() => void query.refetch()}>
              Thử lại
            </Button>
          }
          style={{ marginBottom: 16 }}
        />
      )}
      <Row gutter={12}>
        <Col xs={24} sm={12}>
          <Form.Item
            name="city"
            label="Tỉnh/thành phố"
            required
            rules={[zodRule(addressFields.city), knownProvince]}
          >
            <Select<string, UnitOption>
              options={provinceOptions}
              showSearch={{ filterOption: (input, option) => matches(input, option, units) }}
              loading={loading}
              disabled={!units}
              placeholder={loading ? 'Đang tải…' : 'Chọn tỉnh/thành phố'}
              notFoundContent="Không có tỉnh/thành phố phù hợp"
              onChange={() => form.setFieldValue('ward', undefined)}
              data-testid="address-province"
            />
          </Form.Item>
        </Col>
        <Col xs={24} sm={12}>
          <Form.Item
            name="ward"
            label="Phường/xã"
            required
            dependencies={['city']}
            rules={[zodRule(addressFields.ward), wardOfProvince]}
          >
            <Select<string, UnitOption>
              options={wardOptions}
              showSearch={{ filterOption: (input, option) => matches(input, option) }}
              loading={loading}
              disabled={!units || !provinceCode}
              placeholder={provinceCode ? 'Chọn phường/xã' : 'Chọn tỉnh/thành phố trước'}
              notFoundContent="Không có phường/xã phù hợp"
              data-testid="address-ward"
            />
          </Form.Item>
        </Col>
      </Row>
    </>
  );
}
