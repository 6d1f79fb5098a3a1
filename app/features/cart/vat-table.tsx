import { useTranslation } from "#app/i18n/use-translation.tsx";

/** The VAT inside the amounts, one row a rate: the cart, the checkout and the order show the same table. */
export function VatTable({ rows, price }: { rows: { rate: number; net: number; vat: number }[]; price: (amount: number) => string }) {
  const { t } = useTranslation();
  return (
    <table className="w-full text-xs text-stone-700">
      <caption className="text-left font-medium">{t("cart.vatIncluded")}</caption>
      <thead className="sr-only"><tr><th scope="col">{t("cart.vatRate")}</th><th scope="col">{t("cart.net")}</th><th scope="col">{t("cart.vat")}</th></tr></thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.rate}>
            <td>{t("cart.vatRow", { rate: row.rate })}</td>
            <td className="text-right">{t("cart.netAmount", { amount: price(row.net) })}</td>
            <td className="text-right">{price(row.vat)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
