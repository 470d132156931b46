import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';

/** The header row of a table of proofs: one column per field, labelled in the interface language. */
export function ProofTableHead({ fields }: { fields: readonly string[] }) {
  const { t } = useTranslation();
  return (
    <Table.Thead>
      <Table.Tr>
        {fields.map((f) => (
          <Table.Th key={f} scope="col">
            {t(`compliance.fields.${f}`)}
          </Table.Th>
        ))}
      </Table.Tr>
    </Table.Thead>
  );
}
